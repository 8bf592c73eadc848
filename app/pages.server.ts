import { apartmentSlugs, type ApartmentSlug } from "./content/load.server";
import { locales } from "./locales";

export type { ApartmentSlug };

export const legalPages = ["agb", "impressum", "datenschutz"] as const;
export type LegalPage = (typeof legalPages)[number];

export function isLegalPage(value: unknown): value is LegalPage {
  return (legalPages as readonly unknown[]).includes(value);
}

/** The one list the sitemap and the prerender share ("" is the home page). */
export function pagePaths(): PagePath[] {
  const apartments = apartmentSlugs();
  return ["", ...apartments, "booknow", ...apartments.map((slug) => `booknow/${slug}`), ...legalPages];
}
export type PagePath = string;

/** An apartment's booking page repeats /booknow and the apartment's page: not indexed (docs/decisions/014-booking-page-indexing.md). */
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

export const localeNotFoundSegment = "404";
export const globalNotFoundPath = "/404";

export function sitePaths(): string[] {
  return locales.flatMap((locale) => pagePaths().map((page) => (page ? `/${locale}/${page}` : `/${locale}`)));
}

export function indexedPaths(): string[] {
  return sitePaths().filter(isIndexedPath);
}

export function prerenderPaths(): string[] {
  return [...sitePaths(), ...locales.map((locale) => `/${locale}/${localeNotFoundSegment}`), globalNotFoundPath];
}

/** The apartment page is a static segment per slug (app/routes.ts); the booking page's `:slug` is checked by its loader. */
export function apartmentOfPath(pathname: string): ApartmentSlug | null {
  const last = pathname
    .replace(/\.data$/, "")
    .replace(/\/+$/, "")
    .split("/")
    .at(-1);
  return apartmentSlugs().find((slug) => slug === last) ?? null;
}
