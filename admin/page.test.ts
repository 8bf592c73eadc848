import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../deploy/csp";
import { mediaTypes } from "../deploy/rules";
import { cmsConfig, githubBackend } from "./config";
import { adminHtml, adminPagePolicy, decapDist, decapFiles, writeAdmin } from "./page";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("online editing from the build's environment", () => {
  it("is off without a repository, and checks what it is given", () => {
    expect(githubBackend({})).toBeUndefined();
    expect(() => githubBackend({ CMS_GITHUB_REPO: "https://github.com/kiez/site" })).toThrow(/owner\/name/);
    expect(() => githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_AUTH_URL: "http://auth.example" })).toThrow(/https/);
    expect(() => githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_GITHUB_API_ROOT: "http://api.example" })).toThrow(
      /CMS_GITHUB_API_ROOT/,
    );
  });

  it("logs in through the site's own /api/auth unless CMS_AUTH_URL names another origin", () => {
    expect(githubBackend({ CMS_GITHUB_REPO: "kiez/site" })).toEqual({
      kind: "github",
      repo: "kiez/site",
      branch: "main",
      authEndpoint: "api/auth",
    });
    expect(
      githubBackend({
        CMS_GITHUB_REPO: "kiez/site",
        CMS_GITHUB_BRANCH: "live",
        CMS_AUTH_URL: "https://login.kiez.workers.dev/",
        CMS_AUTH_ENDPOINT: "/auth/",
        CMS_GITHUB_API_ROOT: "http://127.0.0.1:4430/api/v3/",
      }),
    ).toEqual({
      kind: "github",
      repo: "kiez/site",
      branch: "live",
      baseUrl: "https://login.kiez.workers.dev",
      authEndpoint: "auth",
      apiRoot: "http://127.0.0.1:4430/api/v3",
    });
  });
});

describe("the editor in the production build", () => {
  it("is our own files: page, configuration, admin.js and Decap's bundle copied from node_modules", async () => {
    const dir = mkdtempSync(join(tmpdir(), "admin-"));
    dirs.push(dir);
    const github = githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_AUTH_URL: "https://auth.example.workers.dev" })!;
    await writeAdmin(dir, github);
    const html = readFileSync(join(dir, "index.html"), "utf8");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // admin.js first: it holds Decap back until it can hand it the configuration.
    expect([...html.matchAll(/src="([^"]+)"/g)].map(([, src]) => src)).toEqual([
      "/admin/admin.js",
      "/admin/decap-cms.js",
    ]);
    expect(html).not.toMatch(/<script>/);
    expect(parse(readFileSync(join(dir, "config.yml"), "utf8")).backend).toEqual({
      name: "github",
      repo: "kiez/site",
      branch: "main",
      base_url: "https://auth.example.workers.dev",
      auth_endpoint: "api/auth",
    });
    const script = readFileSync(join(dir, "admin.js"), "utf8");
    expect(script).toContain("registerCustomFormat");
    expect(script).toContain("CMS_MANUAL_INIT");
    for (const name of await decapFiles()) {
      expect(statSync(join(dir, name)).size, name).toBe(statSync(join(decapDist, name)).size);
    }
    // Each kind of file it writes has its media type in the hosts' rules: nginx would send any
    // other as application/octet-stream, and browsers compile WebAssembly only as application/wasm.
    const kinds = [...new Set(readdirSync(dir).map((name) => extname(name).slice(1)))].sort();
    expect(kinds).toEqual(["html", "js", "wasm", "yml"]);
    for (const kind of kinds) expect(Object.keys(mediaTypes), kind).toContain(kind);
  }, 60_000);

  it("names no base_url for the site's own login (the page's origin is set at run time), and the fake API's root", () => {
    const own = cmsConfig(
      githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_GITHUB_API_ROOT: "http://127.0.0.1:4430/api/v3" })!,
    );
    expect(own.backend).toEqual({
      name: "github",
      repo: "kiez/site",
      branch: "main",
      auth_endpoint: "api/auth",
      api_root: "http://127.0.0.1:4430/api/v3",
    });
  });

  it("may connect to the API root it is given instead of GitHub's, and show its avatars", () => {
    const policy = adminPagePolicy(
      githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_GITHUB_API_ROOT: "http://127.0.0.1:4430/api/v3" })!,
    );
    expect(policy).toContain("connect-src 'self' blob: http://127.0.0.1:4430");
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:4430");
    expect(policy).not.toContain("github");
  });

  it("has its own policy; the public pages' policy allows none of it", () => {
    const admin = adminPagePolicy(githubBackend({ CMS_GITHUB_REPO: "kiez/site" })!);
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain("connect-src 'self' blob: https://api.github.com");
    expect(admin).not.toMatch(/https?:\/\/(?!api\.github\.com|avatars\.githubusercontent\.com)/);
    const site = contentSecurityPolicy();
    expect(site).not.toContain("unsafe-eval");
    expect(site).not.toContain("github");
    expect(adminHtml).not.toContain("http");
  });
});
