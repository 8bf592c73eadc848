import { defaultLocale, localePath, locales } from "../app/lib/i18n";
import { globalNotFoundPath, localeNotFoundSegment, redirectPaths } from "../app/lib/site";

/**
 * The serving rules, in one place: redirects, not-found documents, caching and
 * security headers. The build writes them to build/rules.json, which the Node
 * server reads (and which the static-host configs are generated from).
 */

/** Permanent redirects of the language-less paths to their English equivalent. */
export const redirects: Record<string, string> = Object.fromEntries(
  redirectPaths.map((path) => [path, localePath(defaultLocale, path)]),
);

/** Documents answered with status 404: per language for /{lang}/{x}, else the global one. */
export const notFound = {
  global: globalNotFoundPath,
  byLocale: Object.fromEntries(locales.map((locale) => [locale, `/${locale}/${localeNotFoundSegment}`])),
};

export const cacheControl = {
  /** Vite's hashed files never change: cache for a year. */
  hashed: "public, max-age=31536000, immutable",
  /** Pages and route data: always revalidate, so a deploy shows at once. */
  document: "no-cache",
  /** Everything else (favicon, robots.txt): an hour. */
  other: "public, max-age=3600",
};

/** A first set of security headers; the Content-Security-Policy tightens script-src with hashes later. */
export const securityHeaders: Record<string, string> = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Smoobu: availability calendar and booking tool; Google Maps: the map, after consent.
    "script-src 'self' 'unsafe-inline' https://login.smoobu.com",
    "frame-src https://login.smoobu.com https://www.google.com https://maps.google.com",
    "connect-src 'self'",
  ].join("; "),
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export const rules = { redirects, notFound, cacheControl, securityHeaders };
export type Rules = typeof rules;
