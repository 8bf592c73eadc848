import { apartmentSlugs, type ApartmentSlug } from "./content/load.server";
import { locales } from "./locales";

export type { ApartmentSlug };

/** The legal pages, by their path segment. */
export const legalPages = ["agb", "impressum", "datenschutz"] as const;
export type LegalPage = (typeof legalPages)[number];

export function isLegalPage(value: unknown): value is LegalPage {
  return (legalPages as readonly unknown[]).includes(value);
}

/** Every page below a language segment ("" is the home page): the one list the sitemap and the prerender share. */
export function pagePaths(): PagePath[] {
  const apartments = apartmentSlugs();
  return ["", ...apartments, "booknow", ...apartments.map((slug) => `booknow/${slug}`), ...legalPages];
}
/** A page below its language: "" (home), "pberg", "booknow", "booknow/mitte", "agb" … */
export type PagePath = string;

/**
 * Pages search engines should not index: an apartment's booking page repeats /booknow and the
 * apartment's own page (docs/decisions/014-booking-page-indexing.md). They carry `noindex`, no
 * canonical and no language alternates, and stay out of the sitemap. Whether search engines should
 * index a page ("/de/booknow/pberg": no).
 */
export function isIndexedPath(pathname: string): boolean {
  const unindexedPages = apartmentSlugs().map((slug) => `booknow/${slug}`);
  return !unindexedPages.includes(pathname.replace(/\/+$/, "").split("/").slice(2).join("/"));
}

/** Language-less paths that answer a permanent redirect to their /en equivalent. */
export function redirectPaths(): string[] {
  return [
    "/",
    ...pagePaths()
      .filter((page) => page && !isLegalPage(page))
      .map((page) => `/${page}`),
  ];
}

/** The document prerendered for unknown paths below a language: "Page not found" in that language. */
export const localeNotFoundSegment = "404";
/** The document prerendered for every other unknown path: "Oops! Page not found". */
export const globalNotFoundPath = "/404";

/** Every real page of the site, in every language. */
export function sitePaths(): string[] {
  return locales.flatMap((locale) => pagePaths().map((page) => (page ? `/${locale}/${page}` : `/${locale}`)));
}

/** Every page search engines should index, in every language: the sitemap's list. */
export function indexedPaths(): string[] {
  return sitePaths().filter(isIndexedPath);
}

/** What the build prerenders: every page plus the not-found documents. */
export function prerenderPaths(): string[] {
  return [...sitePaths(), ...locales.map((locale) => `/${locale}/${localeNotFoundSegment}`), globalNotFoundPath];
}

/**
 * The apartment of an apartment or booking path ("/de/mitte", "/de/booknow/mitte"): its last
 * segment, when that is an apartment's slug. The apartment page is a static segment per slug
 * (app/routes.ts); the booking page's `:slug` is checked by its loader.
 */
export function apartmentOfPath(pathname: string): ApartmentSlug | null {
  const last = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .at(-1);
  return apartmentSlugs().find((slug) => slug === last) ?? null;
}
