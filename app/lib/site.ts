import { locales } from "./i18n";

/** The legal pages, by their path segment. */
export const legalPages = ["agb", "impressum", "datenschutz"] as const;
export type LegalPage = (typeof legalPages)[number];

export const propertySlugs = ["pberg", "mitte"] as const;
export type PropertySlug = (typeof propertySlugs)[number];

/** Every page below a language segment ("" is the home page). */
export const pagePaths = [
  "",
  ...propertySlugs,
  "booknow",
  ...propertySlugs.map((slug) => `booknow/${slug}`),
  ...legalPages,
] as const;

/** Language-less paths that answer a permanent redirect to their /en equivalent. */
export const redirectPaths = ["/", "/pberg", "/mitte", "/booknow", "/booknow/pberg", "/booknow/mitte"];

/** The document prerendered for unknown paths below a language: "Page not found" in that language. */
export const localeNotFoundSegment = "404";
/** The document prerendered for every other unknown path: "Oops! Page not found". */
export const globalNotFoundPath = "/404";

/** Every real page of the site, in every language. */
export function sitePaths(): string[] {
  return locales.flatMap((locale) => pagePaths.map((page) => (page ? `/${locale}/${page}` : `/${locale}`)));
}

/** What the build prerenders: every page plus the not-found documents. */
export function prerenderPaths(): string[] {
  return [...sitePaths(), ...locales.map((locale) => `/${locale}/${localeNotFoundSegment}`), globalNotFoundPath];
}
