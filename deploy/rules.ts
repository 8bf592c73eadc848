import { defaultLocale, locales } from "../app/locales";
import { localePath } from "../app/i18n/paths";
import { contentSecurityPolicy } from "./csp";
import { globalNotFoundPath, localeNotFoundSegment, redirectPaths } from "../app/pages.server";

// The serving rules, from which both nginx's configuration and `_headers`/`_redirects` are made.

export const redirects: Record<string, string> = Object.fromEntries(
  redirectPaths().map((path) => [path, localePath(defaultLocale, path)]),
);

export const notFound = {
  global: globalNotFoundPath,
  byLocale: Object.fromEntries(locales.map((locale) => [locale, `/${locale}/${localeNotFoundSegment}`])),
};

export const cacheControl = {
  hashed: "public, max-age=31536000, immutable",
  /** Pages revalidate, so a deploy shows at once. */
  document: "no-cache",
  other: "public, max-age=3600",
  error: "no-store",
};

/** Media types as Cloudflare Pages sends them (its own table): nginx is given the same. */
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
  // The content editor's: browsers compile Decap's WebAssembly only when sent as application/wasm.
  yml: "text/yaml",
  wasm: "application/wasm",
};

/** How long a connection may hold nginx's slot (slowloris, idle keep-alive, an unasked body). */
export const limits = {
  requestSeconds: 10,
  idleSeconds: 5,
  lingerSeconds: 3,
};

/** Every response's headers; each document's policy adds its own inline scripts' hashes. */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // payment: the booking provider's checkout may ask for it (decision 010).
  "Permissions-Policy":
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self "https://login.smoobu.com"), usb=()',
  // Not "same-origin": the checkout's PayPal window and the editor's login window report back
  // through window.opener (decision 010).
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};

/** The content editor's headers (/admin and below, decision 015); its policy is in `documentCsp`. */
export const adminHeaders: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
};

/** Replacing security headers by path prefix: the site's pages frame the calendar (decision 010). */
export const pathHeaders: Record<string, Record<string, string>> = {
  "/embed/calendar": { "X-Frame-Options": "SAMEORIGIN" },
};

/**
 * A host without functions (nginx) has no `/api/book` for the guest's date form to submit to: it
 * marks the documents that hold the form, and without script the stylesheet offers no form there
 * (app/app.css); with script the form goes to the engine itself. The one way its documents differ
 * from Cloudflare's (tests/http/same-documents.spec.ts).
 */
export const withoutFunctions = { find: "<html ", replace: "<html data-no-api " };

export const rules = { redirects, notFound, cacheControl, securityHeaders, pathHeaders, mediaTypes, limits };
export type Rules = typeof rules;

/**
 * The rules as the build writes them (build/rules.json), with each document's policy by path and
 * the paths of the documents that hold the guest's date form.
 */
export interface BuiltRules extends Rules {
  documentCsp: Record<string, string>;
  stayFormPaths: string[];
}

/** The not-found documents' paths: answers to unknown paths (status 404), never served at their own. */
export const notFoundPaths = (rules: BuiltRules) => [rules.notFound.global, ...Object.values(rules.notFound.byLocale)];

/** The documents served at their own path, each with its own policy. */
export function documentPaths(rules: BuiltRules): string[] {
  const notFound = new Set(notFoundPaths(rules));
  return Object.keys(rules.documentCsp).filter((path) => !notFound.has(path));
}

/** Allows every not-found document's scripts: static hosts pick one after matching headers by path. */
export function notFoundPolicy(rules: BuiltRules): string {
  const hashes = notFoundPaths(rules).flatMap((path) =>
    [...(rules.documentCsp[path] ?? "").matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!),
  );
  return contentSecurityPolicy([...new Set(hashes)]);
}
