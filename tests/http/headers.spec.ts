import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { expect, test, type APIResponse } from "@playwright/test";
import { prerenderPaths, sitePaths } from "../e2e/site";
import { allOf, documentOf } from "./html";

// Runs against both servers (projects "http" and "nginx"): the answers must be the same.

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** The inline scripts the browser would run or read as rules: no src, no data type (JSON-LD, the islands' JSON). */
const inlineScripts = (document: Document) =>
  allOf(document, "script:not([src])")
    .filter((script) => !/^application\/(ld\+)?json$/.test(script.getAttribute("type") ?? ""))
    .map((script) => script.textContent!);

function expectStrictHeaders(response: APIResponse, label: string, framedBy = "DENY") {
  const headers = response.headers();
  const hsts = /max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "");
  expect(Number(hsts?.[1]), `${label} HSTS`).toBeGreaterThanOrEqual(15552000);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toMatch(
    /^(strict-origin-when-cross-origin|strict-origin|same-origin|no-referrer)$/,
  );
  expect(headers["permissions-policy"], label).toContain("camera=()");
  // Payment: the site and the booking provider's checkout frame only (decision 010).
  expect(headers["permissions-policy"], label).toContain('payment=(self "https://login.smoobu.com")');
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin-allow-popups");
  expect(headers["x-frame-options"], label).toBe(framedBy);
}

function expectPolicyFor(response: APIResponse, html: string, label: string) {
  const document = documentOf(html);
  const policy = response.headers()["content-security-policy"];
  expect(policy, label).toBeTruthy();
  const csp = directives(policy!);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("frame-src")?.sort(), label).toEqual(
    ["'self'", "https://login.smoobu.com", "https://maps.google.com", "https://www.google.com"].sort(),
  );
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  // Styles only from the site's files: no style attribute or element in any page (decision 024).
  expect(csp.get("style-src"), label).toEqual(["'self'"]);
  expect(allOf(document, "[style]").length, `${label}: a style attribute`).toBe(0);
  expect(allOf(document, "style").length, `${label}: a style element`).toBe(0);
  const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  expect(scriptSrc.filter((source) => !hashes.includes(source)).sort(), label).toEqual(
    ["'self'", "https://login.smoobu.com"].sort(),
  );
  const scripts = inlineScripts(document);
  expect(scripts.length, label).toBeGreaterThan(0);
  for (const script of scripts) {
    const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(hashes, `${label}: inline script ${script.slice(0, 60)}`).toContain(hash);
  }
}

test("every document's CSP allows exactly its own inline scripts and no 'unsafe-inline'", async ({
  request,
}, testInfo) => {
  for (const path of prerenderPaths()) {
    const response = await request.get(path);
    const notFound = path.endsWith("404");
    expect(response.status(), path).toBe(notFound ? 404 : 200);
    expectPolicyFor(response, await response.text(), path);
    expectStrictHeaders(response, path);
    // Cloudflare Pages' asset server replaces the Cache-Control of every 404 with no-store.
    const cached = notFound && testInfo.project.name === "http" ? "no-store" : "no-cache";
    expect(response.headers()["cache-control"], path).toBe(cached);
  }
});

test("the calendar's frame document is served with its own policy (decision 010)", async ({ request }) => {
  const response = await request.get("/embed/calendar?lang=en");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/html/);
  const csp = directives(response.headers()["content-security-policy"] ?? "");
  expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
  expect(csp.get("connect-src")).toEqual(["https://login.smoobu.com"]);
  const document = documentOf(await response.text());
  // Its two scripts are written into it and allowed by their hashes, nothing else but the provider's
  // (deploy/frame-document.ts: in the frame's opaque origin WebKit refused them under 'self').
  const scripts = inlineScripts(document);
  expect(scripts).toHaveLength(2);
  const hashes = scripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  expect(csp.get("script-src")).toEqual([...hashes, "https://login.smoobu.com"]);
  // Framed by the site's own pages: X-Frame-Options agrees with frame-ancestors 'self'.
  expectStrictHeaders(response, "/embed/calendar", "SAMEORIGIN");
  // It links no file of the site's: its stylesheet is written into it too.
  const links = allOf(document, "[src], [href]").map((node) => node.getAttribute("src") ?? node.getAttribute("href"));
  expect(links.filter((link) => link!.startsWith("/"))).toEqual([]);
  expect(document.querySelector("style")?.textContent).toBeTruthy();
});

test("not-found answers and redirects carry the security headers too", async ({ request }) => {
  for (const path of ["/en/nope", "/xx/yy", "/en/pberg/index.html"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectPolicyFor(response, await response.text(), path);
    expectStrictHeaders(response, path);
  }
  const redirect = await request.get("/pberg", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expectStrictHeaders(redirect, "redirect");
  expect(redirect.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("hashed assets are cached for a year, documents revalidate", async ({ request }) => {
  const document = documentOf(await (await request.get("/en")).text());
  // The page's script (decision 024) and its stylesheet.
  const script = document.querySelector('script[type="module"][src^="/assets/"]')?.getAttribute("src") ?? undefined;
  const style = document.querySelector('link[rel="stylesheet"][href^="/assets/"]')?.getAttribute("href") ?? undefined;
  for (const asset of [script, style]) {
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toMatch(/max-age=31536000/);
    expect(response.headers()["cache-control"], asset).toMatch(/immutable/);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.headers()["cache-control"]).not.toMatch(/immutable/);
});

test("text is sent compressed: brotli or gzip as the client accepts", async ({ request }, testInfo) => {
  const script = documentOf(await (await request.get("/en")).text())
    .querySelector('script[type="module"][src^="/assets/"]')!
    .getAttribute("src")!;
  for (const path of ["/en/pberg", script, "/sitemap.xml"]) {
    const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    expect(gzip.headers()["vary"], path).toMatch(/Accept-Encoding/i);
    const both = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    // Debian's nginx has no brotli module: it answers with gzip.
    expect(both.headers()["content-encoding"], path).toBe(testInfo.project.name === "nginx" ? "gzip" : "br");
    const none = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
    expect(none.headers()["content-encoding"], path).toBeUndefined();
  }
});

test("only GET and HEAD are allowed", async ({ request }) => {
  for (const method of ["post", "put", "delete"] as const) {
    const response = await request[method]("/en");
    expect(response.status(), method).toBe(405);
    expect(response.headers()["allow"], method).toBe("GET, HEAD");
  }
  expect((await request.head("/en")).status()).toBe(200);
});

test("the static-host files are not served", async ({ request }) => {
  for (const path of ["/_headers", "/_redirects"]) expect((await request.get(path)).status(), path).toBe(404);
});

/** The content editor is in the build only for online editing (CMS_GITHUB_REPO; decision 015). */
const adminBuilt = existsSync("build/client/admin/index.html");

test("the content editor's /admin lets the GitHub login popup report back; noindex for it alone", async ({
  request,
}) => {
  test.skip(!adminBuilt, "built without CMS_GITHUB_REPO: no /admin (build with CMS_GITHUB_REPO=owner/name)");
  for (const path of ["/admin", "/admin/", "/admin/admin.js", "/admin/config.yml"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // same-origin would cut window.opener, through which the OAuth popup hands back the token.
    expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  for (const [path, status] of [
    ["/en", 200],
    ["/en/pberg", 200],
    ["/administration", 404],
    ["/en/admin", 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expectStrictHeaders(response, path);
    expect(response.headers()["x-robots-tag"], path).toBeUndefined();
  }
});

// A page is read whole; its answer, headers included, must fit the first round trip (decision 017).
/** What a server sends for `path` as a browser asks for it: status line, headers, compressed body. */
function bytesSent(baseURL: string, path: string) {
  return new Promise<{ bytes: number; encoding: string | undefined }>((resolve, reject) => {
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    get(new URL(path, baseURL), { headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ bytes: response.socket.bytesRead, encoding: response.headers["content-encoding"] }),
      );
    }).on("error", reject);
  });
}

// A new connection sends 10 segments of 1460 bytes before it waits for the browser's first
// acknowledgement (RFC 6928; Lighthouse's simulation too): a page within them needs no second round
// trip before the browser has all of it. The heaviest, an apartment's, had 15.8 KB (decision 033).
const firstRoundTrip = 10 * 1460;

test("every page arrives in the first round trip: its headers and compressed HTML", async ({ baseURL }) => {
  const over: string[] = [];
  for (const path of sitePaths()) {
    const { bytes, encoding } = await bytesSent(baseURL!, path);
    if (!encoding || bytes > firstRoundTrip) over.push(`${path}: ${bytes} bytes (${encoding ?? "uncompressed"})`);
  }
  expect(over).toEqual([]);
});
