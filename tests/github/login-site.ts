import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { githubBackend } from "../../admin/config";
import { adminPagePolicy, adminPath, writeAdmin } from "../../admin/page";
import type { LoginEnv } from "../../admin/login";
import { adminHeaders, type BuiltRules } from "../../deploy/rules";
import { headersFile, redirectsFile } from "../../deploy/static-hosts";
import { offlineEnv, wranglerBin, workerdDate } from "../../scripts/lib/wrangler.mjs";

/**
 * The site as Cloudflare Pages serves it with online editing, on loopback: the production build
 * (build/client, copied into a temporary folder, never changed) with /admin written for the
 * GitHub backend as scripts/build-end.ts writes it (the editor's policy and noindex in
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
  await writeAdmin(join(site, "admin"), backend);
  const rules = JSON.parse(readFileSync("build/rules.json", "utf8")) as BuiltRules;
  const built: BuiltRules = {
    ...rules,
    documentCsp: { ...rules.documentCsp, [adminPath]: adminPagePolicy(backend) },
    pathHeaders: { ...rules.pathHeaders, [adminPath]: adminHeaders },
  };
  writeFileSync(join(site, "_headers"), headersFile(built));
  writeFileSync(join(site, "_redirects"), redirectsFile(built));
  symlinkSync(resolve("functions"), join(dir, "functions"));
  mkdirSync(join(dir, "state"));

  const workerd = workerdDate();
  if ("problem" in workerd) throw new Error(workerd.problem);
  const bindings = Object.entries(options.login).flatMap(([name, value]) => ["--binding", `${name}=${value}`]);
  const wrangler: ChildProcess = spawn(
    process.execPath,
    [
      wranglerBin()!,
      "pages",
      "dev",
      "site",
      "--ip",
      "127.0.0.1",
      "--port",
      String(options.port),
      "--compatibility-date",
      workerd.date,
      "--persist-to",
      join(dir, "state"),
      "--log-level",
      "error",
      "--show-interactive-dev-session=false",
      ...bindings,
    ],
    {
      // Pages finds functions/ in its working folder.
      cwd: dir,
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...offlineEnv, WRANGLER_LOG_PATH: join(dir, "logs") },
    },
  );
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (wrangler.exitCode === null) {
      const exited = new Promise((done) => wrangler.once("exit", done));
      process.kill(-wrangler.pid!, "SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const answers = (path: string, status: number) =>
    fetch(`${origin}${path}`, { redirect: "manual" }).then(
      (response) => response.status === status,
      () => false,
    );
  for (let tries = 0; !((await answers("/admin", 200)) && (await answers("/api/auth", 302))); tries++) {
    if (wrangler.exitCode !== null || tries > 600) {
      await stop();
      throw new Error(`wrangler pages dev did not serve the site and the login at ${origin}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { origin, dir, stop };
}
