// Cloudflare's local runtime for Pages (`wrangler pages dev`), which serves the build as production
// does: the same _headers, _redirects and functions/ (docs/decisions/028-one-runtime.md).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const require = createRequire(import.meta.url);

/** Wrangler's own calls home, all switched off. */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_COLOR: "1",
};

export function wranglerBin() {
  try {
    return join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
  } catch {
    return null;
  }
}

/**
 * The newest compatibility date the bundled workerd accepts: a newer one makes it refuse to start.
 * @returns {{ date: string } | { problem: string }}
 */
export function workerdDate() {
  let workerd;
  try {
    workerd = require("workerd");
  } catch {
    return { problem: "the workerd package (wrangler's runtime) is not installed: run npm install" };
  }
  const binary = workerd.default;
  const result = spawnSync(binary, ["--version"], { encoding: "utf8", timeout: 20_000 });
  if (result.status === 0 && /^\d{4}-\d{2}-\d{2}$/.test(workerd.compatibilityDate))
    return { date: workerd.compatibilityDate };
  const why = result.error?.message ?? (result.stderr || `exit ${result.status}`).trim();
  return { problem: `workerd (${binary}) does not run on this machine: ${why}` };
}

export function wranglerProblem() {
  const bin = wranglerBin();
  if (!bin || !existsSync(bin)) return "wrangler is not installed (devDependency): run npm install";
  const workerd = workerdDate();
  return "problem" in workerd ? workerd.problem : null;
}

/** The booking provider's API settings (docs/operating.md), which the functions read from their env. */
export const providerSettingNames = ["SMOOBU_API_KEY", "SMOOBU_API_SECRET", "SMOOBU_API_URL"];

/**
 * The settings set in `env`, as wrangler's bindings (what a Pages project's variables are in
 * production). Their values are never printed: wrangler lists bindings only at its info level.
 * @param {Record<string, string | undefined>} env
 */
export function providerBindings(env) {
  return providerSettingNames.filter((name) => env[name]).flatMap((name) => ["--binding", `${name}=${env[name]}`]);
}

/**
 * `detached`: in its own process group, which `stop` ends (wrangler and its workerd); else in the
 * caller's, which Ctrl-C or a test runner's kill ends. `env`: where the provider's settings come
 * from (default: this process's environment).
 * @param {{ port: number | string, host?: string, client?: string,
 *   stdio?: "inherit" | "ignore" | "pipe", detached?: boolean, env?: Record<string, string | undefined> }} options
 */
export function startPages({
  port,
  host = "127.0.0.1",
  client,
  stdio = "inherit",
  detached = false,
  env = process.env,
}) {
  const problem = wranglerProblem();
  if (problem) throw new Error(`wrangler pages dev cannot run here: ${problem}`);
  const { date } = /** @type {{ date: string }} */ (workerdDate());
  const state = join(tmpdir(), `kiez-pages-${port}`);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  const args = [
    /** @type {string} */ (wranglerBin()),
    "pages",
    "dev",
    resolve(client ?? "build/client"),
    ...["--ip", host, "--port", String(port), "--compatibility-date", date],
    ...["--persist-to", join(state, "state"), "--log-level", "warn", "--show-interactive-dev-session=false"],
    ...providerBindings(env),
  ];
  // Run from the project folder: wrangler finds functions/ in the working folder.
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", stdio, stdio],
    detached,
    env: { ...process.env, ...offlineEnv, WRANGLER_LOG_PATH: join(state, "logs") },
  });
  const stop = () => {
    try {
      if (child.exitCode === null) process.kill(detached ? -(/** @type {number} */ (child.pid)) : child.pid, "SIGTERM");
    } catch {
      // Gone already.
    }
  };
  child.on("exit", () => rmSync(state, { recursive: true, force: true }));
  const shown = host.includes(":") ? `[${host}]` : host;
  return { child, stop, origin: `http://${shown}:${port}`, date };
}

/** @param {Parameters<typeof startPages>[0]} options */
export async function servePages(options) {
  const pages = startPages({ stdio: "ignore", detached: true, ...options });
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (pages.child.exitCode !== null) throw new Error(`wrangler pages dev exited (${pages.child.exitCode})`);
    const answer = await fetch(`${pages.origin}/en`).catch(() => null);
    if (answer?.ok) return pages;
    await new Promise((done) => setTimeout(done, 100));
  }
  pages.stop();
  throw new Error(`wrangler pages dev on ${pages.origin} did not answer within 60 s`);
}
