// Cloudflare's local runtime for Pages (`wrangler pages dev`, devDependency): whether it can
// run here, and how to run it without the network.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** Wrangler's own calls home, all switched off: metrics, the update check (banner), Request.cf. */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  NO_COLOR: "1",
};

/** The wrangler CLI's path, or null. */
export function wranglerBin() {
  try {
    return join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
  } catch {
    return null;
  }
}

/**
 * The newest compatibility date the bundled workerd accepts ("workerd 2026-04-26"): a newer
 * one makes it refuse to start.
 * @returns {{ date: string } | { problem: string }}
 */
export function workerdDate() {
  let workerd;
  try {
    // The package names its platform binary and the newest date that binary accepts.
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

/** Why `wrangler pages dev` cannot run here, or null when it can. */
export function wranglerProblem() {
  const bin = wranglerBin();
  if (!bin || !existsSync(bin)) return "wrangler is not installed (devDependency): run npm install";
  const workerd = workerdDate();
  return "problem" in workerd ? workerd.problem : null;
}
