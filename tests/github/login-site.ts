import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { githubBackend } from "../../admin/config";
import { withEditor } from "../../admin/page";
import type { LoginEnv } from "../../admin/login";
import type { BuiltRules } from "../../deploy/rules";
import { headersFile, redirectsFile } from "../../deploy/static-hosts";
import { offlineEnv, wranglerBin, workerdDate } from "../../scripts/site/pages.mjs";

/**
 * The site as Cloudflare Pages serves it with online editing, on loopback: the production build
 * (build/client, copied into a temporary folder, never changed) with /admin written for the
 * GitHub backend as scripts/site/build-end.ts writes it (the editor's policy and noindex in
 * `_headers`, its path in `_redirects`), and the login function (functions/, linked), under `wrangler pages dev` with the
 * login's settings as bindings, the way a Pages project's environment gives them.
 */
export interface LoginSite {
  origin: string;
  /** The assembled folder: site/ (the static files), functions/ (a link to the project's). */
  dir: string;
  stop(): Promise<void>;
}

export interface LoginSiteOptions {
  port: number;
  repo: string;
  branch: string;
  /** The fake GitHub's API root for the editor, and the login's settings. */
  apiRoot: string;
  login: LoginEnv;
}

export async function startLoginSite(options: LoginSiteOptions): Promise<LoginSite> {
  const dir = mkdtempSync(join(tmpdir(), "kiez-login-site-"));
  const site = join(dir, "site");
  cpSync("build/client", site, { recursive: true });
  const backend = githubBackend({
    CMS_GITHUB_REPO: options.repo,
    CMS_GITHUB_BRANCH: options.branch,
    CMS_GITHUB_API_ROOT: options.apiRoot,
  })!;
  const rules = JSON.parse(readFileSync("build/rules.json", "utf8")) as BuiltRules;
  const built = await withEditor(site, rules, backend);
  writeFileSync(join(site, "_headers"), headersFile(built));
  writeFileSync(join(site, "_redirects"), redirectsFile(built));
  symlinkSync(resolve("functions"), join(dir, "functions"));

  const bindings = Object.entries(options.login).flatMap(([name, value]) => ["--binding", `${name}=${value}`]);
  // Pages finds functions/ in its working folder.
  const served = await wrangler(dir, ["pages", "dev", "site", ...bindings], options.port, ["/admin", "/api/auth"]);
  return { ...served, dir };
}

/**
 * The same login module as a Worker of its own (`wrangler dev admin/login.ts`), as hosts without
 * functions run it (nginx: the login on an origin of its own, LOGIN_SITE_ORIGIN the site's).
 */
export async function startLoginWorker(options: { port: number; login: LoginEnv }): Promise<Omit<LoginSite, "dir">> {
  const dir = mkdtempSync(join(tmpdir(), "kiez-login-worker-"));
  const vars = Object.entries(options.login).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  return wrangler(dir, ["dev", resolve("admin/login.ts"), "--name", "kiez-login", ...vars], options.port, [
    "/api/auth",
  ]);
}

/** Wrangler with `args`, in `dir` (removed when it stops), offline, until each path of `ready` answers. */
async function wrangler(dir: string, args: string[], port: number, ready: string[]): Promise<Omit<LoginSite, "dir">> {
  const workerd = workerdDate();
  if ("problem" in workerd) throw new Error(workerd.problem);
  mkdirSync(join(dir, "state"));
  const common = ["--ip", "127.0.0.1", "--port", String(port), "--compatibility-date", workerd.date];
  const quiet = ["--persist-to", join(dir, "state"), "--log-level", "error", "--show-interactive-dev-session=false"];
  const child: ChildProcess = spawn(process.execPath, [wranglerBin()!, ...args, ...common, ...quiet], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...offlineEnv, WRANGLER_LOG_PATH: join(dir, "logs") },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A page answers 200, the login 302 (to GitHub).
  const answers = (path: string) =>
    fetch(`${origin}${path}`, { redirect: "manual" }).then(
      (response) => response.status === 200 || response.status === 302,
      () => false,
    );
  for (let tries = 0; !(await Promise.all(ready.map(answers))).every(Boolean); tries++) {
    if (child.exitCode !== null || tries > 600) {
      await stop();
      throw new Error(`wrangler ${args[0]} did not answer ${ready.join(" and ")} at ${origin}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { origin, stop };
}
