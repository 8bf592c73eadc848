// The production server's request handling: the rules from build/rules.json over the
// prerendered, precompressed build held in memory (decision 009: no sirv, no file system
// at request time). Every request gets an answer; no error in one ends the process.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadSite, readSiteFile } from "./files.mjs";
import { parseTarget } from "./request-target.mjs";
import { sendFile } from "./respond.mjs";

const locales = (rules) => Object.keys(rules.notFound.byLocale);

/** Which not-found document answers a path: per language for /{lang}/{x}, else the global one. */
export function notFoundDocument(rules, pathname) {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 2 && locales(rules).includes(segments[0])) return rules.notFound.byLocale[segments[0]];
  return rules.notFound.global;
}

/** The not-found documents (status 404). */
function loadNotFound(root, rules) {
  const documents = new Map();
  for (const page of [rules.notFound.global, ...Object.values(rules.notFound.byLocale)]) {
    const html = { type: "text/html; charset=utf-8", cacheControl: "no-cache", policy: rules.documentCsp[page] };
    documents.set(page, readSiteFile(join(root, page, "index.html"), html));
  }
  return documents;
}

/**
 * The path without its trailing slashes, in one pass: /\/+$/ backtracks on a long run of
 * slashes inside the path (16,000 of them took 0.6 s of the one event loop per request).
 */
function withoutTrailingSlashes(pathname) {
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === "/") end--;
  return pathname.slice(0, end);
}

function plain(res, status, text, headers = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  // As the HTTP server's own error answers (server/http-server.mjs) and nginx's: never stored.
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}

export function createApp(buildDirectory) {
  const root = join(buildDirectory, "client");
  const rules = JSON.parse(readFileSync(join(buildDirectory, "rules.json"), "utf8"));
  const files = loadSite(root, rules);
  const notFoundDocuments = loadNotFound(root, rules);
  const notFoundPages = new Set([rules.notFound.global, ...Object.values(rules.notFound.byLocale)]);
  const securityHeaders = new Set(Object.keys(rules.securityHeaders).map((name) => name.toLowerCase()));
  const pages = new Set(Object.keys(rules.documentCsp).filter((path) => !notFoundPages.has(path)));
  // Headers by path prefix (the calendar's frame document; the content editor's /admin when the build has it).
  const pathHeaders = Object.entries(rules.pathHeaders ?? {});
  const headersBelow = (pathname) =>
    pathHeaders.filter(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));

  /** A redirect target, only ever one of the rules' own paths: never built from the request. */
  function redirectFor(pathname) {
    if (Object.hasOwn(rules.redirects, pathname)) return rules.redirects[pathname];
    if (pathname.length < 2 || !pathname.endsWith("/")) return null;
    const bare = withoutTrailingSlashes(pathname);
    if (Object.hasOwn(rules.redirects, bare)) return rules.redirects[bare];
    return pages.has(bare) ? bare : null;
  }

  function notFound(req, res, pathname) {
    sendFile(req, res, notFoundDocuments.get(notFoundDocument(rules, pathname)), { status: 404, ranges: false });
  }

  function route(req, res) {
    for (const [name, value] of Object.entries(rules.securityHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A body that follows is read and dropped only briefly (server/http-server.mjs).
      return plain(res, 405, "Method not allowed\n", { Allow: "GET, HEAD" });
    }
    // HTTP/1.0 and 1.1 only (Node's parser takes "HTTP/2.0" on a request line, with no Host).
    if (req.httpVersionMajor !== 1) return plain(res, 505, "HTTP version not supported\n");
    // HTTP/1.1 requires Host (RFC 9112 3.2); answered here so that the 400 has the headers above.
    if (req.httpVersion === "1.1" && req.headers.host === undefined) return plain(res, 400, "Bad request\n");
    // Two Hosts (RFC 9112 3.2 asks for a 400; the connection closed), or a body on a GET or HEAD
    // (no browser sends one; read and dropped only briefly, server/http-server.mjs): refused.
    const hosts = req.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === "host").length;
    const body = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (hosts > 1) return plain(res, 400, "Bad request\n", { Connection: "close" });
    if (body) return plain(res, 400, "Bad request\n");
    const target = parseTarget(req.url);
    if (!target) return plain(res, 400, "Bad request\n");
    for (const [, headers] of headersBelow(target.pathname))
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const location = redirectFor(target.pathname);
    if (location) {
      res.statusCode = 301;
      res.setHeader("Location", location + target.search);
      res.setHeader("Cache-Control", "public, max-age=3600");
      return res.end();
    }
    const file = files.get(target.pathname);
    // Byte ranges for files, not for documents (as nginx, which serves none): a page is read whole.
    if (file) return sendFile(req, res, file, { ranges: !file.policy });
    notFound(req, res, target.pathname);
  }

  /** @type {import("node:http").RequestListener & { securityHeaders: Record<string, string> }} */
  const handle = (req, res) => {
    try {
      route(req, res);
    } catch (error) {
      console.error(`${req.method} ${JSON.stringify(req.url)}:`, error);
      if (res.headersSent) return res.destroy();
      for (const name of res.getHeaderNames()) if (!securityHeaders.has(name)) res.removeHeader(name);
      plain(res, 500, "Internal server error\n");
    }
  };
  // For the answers the HTTP server writes itself (server/http-server.mjs).
  handle.securityHeaders = rules.securityHeaders;
  return handle;
}
