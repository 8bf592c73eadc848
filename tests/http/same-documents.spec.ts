import { readdirSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { holdsStayForm } from "../../deploy/csp";
import { mediaTypes, rules, withoutFunctions } from "../../deploy/rules";
import { prerenderPaths } from "../e2e/site";
import { documentOf } from "./html";

/**
 * Both servers answer alike: each page and not-found document byte for byte as Cloudflare's local
 * runtime sends it (but for the one mark of a host without functions on the documents with the
 * guest's date form, deploy/rules.ts), and every answer with the same status, redirect, media type, caching and
 * security headers. So what a browser finds in a document (axe, layout, widgets), checked on the
 * runtime only, holds on nginx too (asked of nginx alone: playwright.config.ts), and the nginx configuration and the `_headers`/`_redirects`
 * files (both generated from deploy/rules.ts) cannot drift apart unnoticed.
 */
const reference = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

/** One built file of each kind (by extension), as a URL path. */
function oneFilePerKind(): string[] {
  const client = join("build", "client");
  const byKind = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.startsWith("_") && !byKind.has(extname(entry.name)))
        byKind.set(extname(entry.name), `/${relative(client, path).split(sep).join("/")}`);
    }
  };
  walk(client);
  return [...byKind.values()].filter((path) => !path.endsWith(".html"));
}

test("every document, the sitemap, robots.txt and the page's files are the ones the runtime sends", async ({
  request,
}) => {
  const document = documentOf(await (await request.get(`${reference}/en/pberg`)).text());
  const assets = [...document.querySelectorAll("[src^='/assets/'], [href^='/assets/']")]
    .map((node) => node.getAttribute("src") ?? node.getAttribute("href")!)
    .filter((path) => /\.(js|css)$/.test(path));
  expect(assets.length).toBeGreaterThan(1);
  const paths = [...prerenderPaths(), "/en/unknown", "/xx", "/sitemap.xml", "/robots.txt", "/favicon.ico", ...assets];
  const marked: string[] = [];
  for (const path of paths) {
    const [here, there] = await Promise.all([
      request.get(path, { headers: { "Accept-Encoding": "identity" } }),
      request.get(reference + path, { headers: { "Accept-Encoding": "identity" } }),
    ]);
    expect(here.status(), path).toBe(there.status());
    // The runtime's bytes, with the mark of a host without functions where the form is: once, at
    // the document's start (a replace of the first match only).
    const theirs = await there.body();
    const form = holdsStayForm(theirs.toString("utf8"));
    const expected = form
      ? Buffer.from(theirs.toString("utf8").replace(withoutFunctions.find, withoutFunctions.replace), "utf8")
      : theirs;
    if (form) marked.push(path);
    expect((await here.body()).equals(expected), `${path}: the same bytes as the runtime's`).toBe(true);
  }
  // Every apartment page and every apartment's booking page, in each language, and no other.
  expect(marked.sort()).toEqual(
    prerenderPaths()
      .filter((path) => /^\/\w\w\/(booknow\/)?(pberg|mitte)$/.test(path))
      .sort(),
  );
});

/** What the rules decide of an answer, as both servers must send it. */
function decided(response: APIResponse) {
  const headers = response.headers();
  const type = headers["content-type"]?.split(";")[0];
  const status = response.status();
  return {
    status,
    location: headers["location"],
    type: status === 301 ? undefined : type,
    // Cloudflare Pages' asset server replaces the Cache-Control of every 404 with no-store.
    cacheControl: status === 404 ? "(the host's)" : headers["cache-control"],
    ...Object.fromEntries(
      [...Object.keys(rules.securityHeaders), "X-Robots-Tag"].map((name) => [name, headers[name.toLowerCase()]]),
    ),
  };
}

test("both servers answer every kind of path with the same status, type, caching and security headers", async ({
  request,
}) => {
  const files = oneFilePerKind();
  // Every kind of file the build holds has its media type in the rules, and is sent with it.
  for (const path of files) expect(Object.keys(mediaTypes), path).toContain(extname(path).slice(1));
  const paths = [
    ...prerenderPaths().filter((path) => !path.endsWith("/404")),
    ...files,
    ...Object.keys(rules.redirects).flatMap((path) => [path, `${path}/`.replace("//", "/")]),
    "/en/pberg/",
    "/embed/calendar",
    "/en/unknown",
    "/xx/yy",
    "/assets/missing.js",
    "/_headers",
  ];
  for (const path of paths) {
    const options = { maxRedirects: 0, headers: { "Accept-Encoding": "identity" } };
    const [here, there] = await Promise.all([request.get(path, options), request.get(reference + path, options)]);
    expect(decided(here), path).toEqual(decided(there));
    const extension = extname(path).slice(1);
    if (here.status() === 200 && extension in mediaTypes)
      expect(here.headers()["content-type"]?.split(";")[0], path).toBe(mediaTypes[extension]);
  }
});
