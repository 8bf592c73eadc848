// The production server's request handling: the rules from build/rules.json on top of
// sirv serving the prerendered, precompressed build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";

const locales = (rules) => Object.keys(rules.notFound.byLocale);

/** Which not-found document answers a path: per language for /{lang}/{x}, else the global one. */
export function notFoundDocument(rules, pathname) {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 2 && locales(rules).includes(segments[0])) return rules.notFound.byLocale[segments[0]];
  return rules.notFound.global;
}

function readVariants(file) {
  const variant = (ext) => (existsSync(file + ext) ? readFileSync(file + ext) : null);
  return { identity: readFileSync(file), br: variant(".br"), gzip: variant(".gz") };
}

/** The not-found documents and their route data, read once, sent with the right encoding. */
function loadNotFound(root, rules) {
  const documents = new Map();
  for (const path of [rules.notFound.global, ...Object.values(rules.notFound.byLocale)]) {
    documents.set(path, readVariants(join(root, path, "index.html")));
    const data = join(root, `${path}.data`);
    if (existsSync(data)) documents.set(`${path}.data`, readVariants(data));
  }
  return documents;
}

function send(req, res, status, variants, type, policy) {
  const accept = req.headers["accept-encoding"] ?? "";
  const encoding =
    variants.br && /\bbr\b/.test(accept) ? "br" : variants.gzip && /\bgzip\b/.test(accept) ? "gzip" : null;
  const body = encoding ? variants[encoding] : variants.identity;
  res.statusCode = status;
  if (policy) res.setHeader("Content-Security-Policy", policy);
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

export function createApp(buildDirectory) {
  const root = join(buildDirectory, "client");
  const rules = JSON.parse(readFileSync(join(buildDirectory, "rules.json"), "utf8"));
  const notFoundDocuments = loadNotFound(root, rules);
  const notFoundPaths = new Set(notFoundDocuments.keys());

  const files = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      const hashed = pathname.startsWith("/assets/");
      const document = !/\.\w+$/.test(pathname) || /\.(html|data)$/.test(pathname);
      res.setHeader("Cache-Control", rules.cacheControl[hashed ? "hashed" : document ? "document" : "other"]);
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script");
    },
  });

  const notFound = (req, res, pathname) => {
    // Client-side navigation to an unknown page below a language asks for its route data.
    if (pathname.endsWith(".data")) {
      const page = notFoundDocument(rules, pathname.slice(0, -".data".length));
      const data = notFoundDocuments.get(`${page}.data`);
      if (data) return send(req, res, 200, data, "text/x-script");
    }
    const page = notFoundDocument(rules, pathname);
    send(req, res, 404, notFoundDocuments.get(page), "text/html; charset=utf-8", rules.documentCsp[page]);
  };

  return function handle(req, res) {
    for (const [name, value] of Object.entries(rules.securityHeaders)) res.setHeader(name, value);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.statusCode = 405;
      res.setHeader("Allow", "GET, HEAD");
      return res.end();
    }
    const url = new URL(req.url ?? "/", "http://localhost");
    const pathname = url.pathname;
    // A prerendered page: the policy with the hashes of its own inline scripts (also on a 304).
    const policy = rules.documentCsp[pathname];
    if (policy) res.setHeader("Content-Security-Policy", policy);

    const target = rules.redirects[pathname] ?? rules.redirects[pathname.replace(/\/+$/, "")];
    const withoutSlash = pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") || "/" : null;
    const location = target ?? withoutSlash;
    if (location) {
      res.statusCode = 301;
      res.setHeader("Location", location + url.search);
      res.setHeader("Cache-Control", "public, max-age=3600");
      return res.end();
    }
    const hidden = notFoundPaths.has(pathname) || /\/index(\.html)?$|^\/_(headers|redirects)$/.test(pathname);
    if (hidden) {
      return notFound(req, res, pathname);
    }
    files(req, res, () => notFound(req, res, pathname));
  };
}
