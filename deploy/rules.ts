import { defaultLocale, locales } from "../app/locales";
import { localePath } from "../app/i18n/paths";
import { contentSecurityPolicy } from "./csp";
import { globalNotFoundPath, localeNotFoundSegment, redirectPaths } from "../app/pages.server";

/**
 * The serving rules, in one place: redirects, not-found documents, caching, security headers,
 * media types and connection limits. Both shipped configurations are generated from them: nginx's
 * (./nginx.ts) and the static hosts' `_headers` and `_redirects` (./static-hosts.ts), which
 * Cloudflare Pages and its local runtime read. The build writes them to build/rules.json.
 */

/** Permanent redirects of the language-less paths to their English equivalent. */
export const redirects: Record<string, string> = Object.fromEntries(
  redirectPaths().map((path) => [path, localePath(defaultLocale, path)]),
);

/** Documents answered with status 404: per language for /{lang}/{x}, else the global one. */
export const notFound = {
  global: globalNotFoundPath,
  byLocale: Object.fromEntries(locales.map((locale) => [locale, `/${locale}/${localeNotFoundSegment}`])),
};

export const cacheControl = {
  /** Vite's hashed files never change: cache for a year. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages: always revalidate, so a deploy shows at once. */
  document: "no-cache",
  /** Everything else (favicon, robots.txt), and a redirect: an hour. */
  other: "public, max-age=3600",
  /** An error answer (400, 405, 413 …): never stored, not even as the file at that path would be. */
  error: "no-store",
};

/**
 * The media type of each kind of file the build holds, by extension, as Cloudflare Pages sends it
 * (its own table, which no file of ours sets): nginx is given the same. The end-to-end tests ask
 * both servers for a file of every kind (tests/e2e/same-documents.spec.ts), and the runtime for
 * the editor's (tests/e2e/login.spec.ts).
 */
export const mediaTypes: Record<string, string> = {
  html: "text/html",
  css: "text/css",
  js: "application/javascript",
  json: "application/json",
  xml: "application/xml",
  txt: "text/plain",
  svg: "image/svg+xml",
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  ico: "image/vnd.microsoft.icon",
  woff2: "font/woff2",
  // The content editor's, in a build with online editing (admin/page.ts): its configuration and
  // Decap's WebAssembly, which browsers compile only when sent as application/wasm.
  yml: "text/yaml",
  wasm: "application/wasm",
};

/**
 * How long a connection may hold a server's slot (slowloris, idle keep-alive, a body nobody asked
 * for), in seconds: nginx is configured so (its defaults are 60 s and 75 s); Cloudflare's edge sets
 * its own. tests/e2e/hostile.spec.ts holds connections against them.
 */
export const limits = {
  /** A request's headers, or its body, must arrive within this. */
  requestSeconds: 10,
  /** A kept-alive connection left idle after its answer is closed after this. */
  idleSeconds: 5,
  /** A body that follows a refused request is read and dropped for at most this long. */
  lingerSeconds: 3,
};

/**
 * Security headers of every response. The Content-Security-Policy here is the base policy
 * (no inline script allowed at all); each prerendered document is served with the same
 * policy plus the hashes of its own inline scripts (see ./csp.ts and build/rules.json).
 */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  // Two years, subdomains included: browsers never fall back to plain http.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // payment: this site and the booking provider's frame, whose checkout may ask for it (decision 010).
  "Permissions-Policy":
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self "https://login.smoobu.com"), usb=()',
  // Windows that open this site get no handle on it. Windows it opens keep theirs: the booking
  // provider's checkout may pay in a PayPal window that reports back through window.opener,
  // which "same-origin" cuts. Site-wide: the content editor's login window reports back the same
  // way, and one policy for every document is one less to get wrong (tests/e2e/booking.spec.ts;
  // decision 010).
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/**
 * Headers of the content editor (/admin and everything below it, decision 015; in the build
 * only when online editing is configured), on top of the security headers; its
 * Content-Security-Policy is in `documentCsp`. (Its GitHub login popup reports back through
 * `window.opener`, which the site-wide opener policy allows.)
 */
export const adminHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * Headers by path prefix (the prefix and everything below it), replacing the security headers of
 * the same name. These every build has; the build adds /admin when it adds the content editor.
 * The calendar's frame document (decision 010) is framed by the site's own pages: its policy says
 * `frame-ancestors 'self'`, and X-Frame-Options says the same for browsers that predate
 * frame-ancestors (DENY would break the calendar there).
 */
export const pathHeaders: Record<string, Record<string, string>> = {
  "/embed/calendar": { "X-Frame-Options": "SAMEORIGIN" },
};

export const rules = { redirects, notFound, cacheControl, securityHeaders, pathHeaders, mediaTypes, limits };
export type Rules = typeof rules;

/** The rules as the build writes them: plus each prerendered document's own policy, by path. */
export interface BuiltRules extends Rules {
  /** "/en/pberg" → the Content-Security-Policy with the hashes of that document's inline scripts. */
  documentCsp: Record<string, string>;
}

/** The not-found documents' paths: answers to unknown paths (status 404), never served at their own. */
export const notFoundPaths = (rules: BuiltRules) => [rules.notFound.global, ...Object.values(rules.notFound.byLocale)];

/**
 * The documents served at their own path, each with its own policy: the pages, the calendar's frame
 * document and, when the build has it, the content editor. Both generators serve exactly these.
 */
export function documentPaths(rules: BuiltRules): string[] {
  const notFound = new Set(notFoundPaths(rules));
  return Object.keys(rules.documentCsp).filter((path) => !notFound.has(path));
}

/**
 * The policy of every answer that is not a document served at its own path (files, redirects,
 * errors) and of an unknown path's answer: static hosts pick the not-found document after the
 * headers are matched by path, so it allows the inline scripts of all of them. Both servers send it.
 */
export function notFoundPolicy(rules: BuiltRules): string {
  const hashes = notFoundPaths(rules).flatMap((path) =>
    [...(rules.documentCsp[path] ?? "").matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!),
  );
  return contentSecurityPolicy([...new Set(hashes)]);
}
