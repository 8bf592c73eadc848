import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../deploy/csp";
import { githubBackend } from "./config";
import { adminHtml, adminPagePolicy, decapDist, decapFiles, writeAdmin } from "./page";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("online editing from the build's environment", () => {
  it("is off without a repository, and checks what it is given", () => {
    expect(githubBackend({})).toBeUndefined();
    expect(githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_AUTH_URL: "https://auth.example.workers.dev/" })).toEqual({
      kind: "github",
      repo: "kiez/site",
      branch: "main",
      baseUrl: "https://auth.example.workers.dev",
      authEndpoint: undefined,
    });
    expect(() => githubBackend({ CMS_GITHUB_REPO: "https://github.com/kiez/site" })).toThrow(/owner\/name/);
    expect(() => githubBackend({ CMS_GITHUB_REPO: "kiez/site", CMS_AUTH_URL: "http://auth.example" })).toThrow(/https/);
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
    expect([...html.matchAll(/src="([^"]+)"/g)].map(([, src]) => src)).toEqual([
      "/admin/decap-cms.js",
      "/admin/admin.js",
    ]);
    expect(html).not.toMatch(/<script>/);
    expect(parse(readFileSync(join(dir, "config.yml"), "utf8")).backend).toEqual({
      name: "github",
      repo: "kiez/site",
      branch: "main",
      base_url: "https://auth.example.workers.dev",
    });
    expect(readFileSync(join(dir, "admin.js"), "utf8")).toContain("registerCustomFormat");
    for (const name of await decapFiles()) {
      expect(statSync(join(dir, name)).size, name).toBe(statSync(join(decapDist, name)).size);
    }
  }, 60_000);

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
