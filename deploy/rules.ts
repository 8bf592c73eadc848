import { defaultLocale, locales } from "../app/i18n/locales";
import { localePath } from "../app/i18n/paths";
import { contentSecurityPolicy } from "./csp";
import { globalNotFoundPath, localeNotFoundSegment, redirectPaths } from "../app/shared/site.server";

/**
 * The serving rules, in one place: redirects, not-found documents, caching and
 * security headers. The build writes them to build/rules.json, which the Node
 * server reads (and which the static-host configs are generated from).
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
  /** Everything else (favicon, robots.txt): an hour. */
  other: "public, max-age=3600",
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

export const rules = { redirects, notFound, cacheControl, securityHeaders, pathHeaders };
export type Rules = typeof rules;

/** The rules as the build writes them: plus each prerendered document's own policy, by path. */
export interface BuiltRules extends Rules {
  /** "/en/pberg" → the Content-Security-Policy with the hashes of that document's inline scripts. */
  documentCsp: Record<string, string>;
}
