// The build, read into memory once at start (about 10 MB): every file with its precompressed
// variants, content type, caching and ETag, under the one URL path that serves it. A path
// not in this map does not exist; nothing at request time touches the file system.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";

const types = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  svg: "image/svg+xml",
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  ico: "image/x-icon",
  woff2: "font/woff2",
  webmanifest: "application/manifest+json",
};

/** Files of the build that are configuration of other hosts, never content. */
const hostFiles = /^(_headers|_redirects|_routes\.json|_worker\.js)$/i;

function* walk(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * One servable file: the body as built plus its brotli and gzip variants when the build made them.
 * @typedef {{ identity: Buffer, br: Buffer | null, gzip: Buffer | null, etag: string, type: string,
 *   cacheControl: string, policy: string | undefined }} SiteFile
 */
export function readSiteFile(path, { type, cacheControl, policy }) {
  const identity = readFileSync(path);
  const variant = (extension) => (existsSync(path + extension) ? readFileSync(path + extension) : null);
  const etag = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  return { identity, br: variant(".br"), gzip: variant(".gz"), etag, type, cacheControl, policy };
}

/**
 * @param {string} root build/client
 * @param {import("../deploy/rules").BuiltRules} rules
 * @returns {Map<string, SiteFile>} URL path → file
 */
export function loadSite(root, rules) {
  const notFound = new Set([rules.notFound.global, ...Object.values(rules.notFound.byLocale)]);
  const files = new Map();
  for (const path of walk(root)) {
    const name = relative(root, path).split(sep).join("/");
    const base = posix.basename(name);
    if (/\.(br|gz)$/.test(name) && existsSync(path.slice(0, -3))) continue;
    if (hostFiles.test(base) || base.startsWith(".")) continue;
    // A prerendered page lives at {page}/index.html and is served at {page} only.
    const page = base === "index.html" ? `/${posix.dirname(name)}`.replace(/^\/\.$/, "/") : null;
    if (page && notFound.has(page)) continue;
    if (!page && base.endsWith(".html")) continue;
    const urlPath = page ?? `/${name}`;
    const extension = posix.extname(base).slice(1).toLowerCase();
    const kind = urlPath.startsWith("/assets/") ? "hashed" : page || extension === "data" ? "document" : "other";
    files.set(
      urlPath,
      readSiteFile(path, {
        type: page ? types.html : (types[extension] ?? "application/octet-stream"),
        cacheControl: rules.cacheControl[kind],
        policy: page ? rules.documentCsp[page] : undefined,
      }),
    );
  }
  return files;
}
