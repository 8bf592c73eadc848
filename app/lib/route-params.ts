import { data, useMatches, type ShouldRevalidateFunctionArgs } from "react-router";
import { propertySlugs, type PropertySlug } from "../content/apartment-slugs";
import { isLocale, type Locale } from "../i18n/locales";

/** Stops a loader: the route exists, this value of its param does not (status 404). */
function notFound(what: string): never {
  throw data(`404: ${what}`, { status: 404 });
}

/** The `:lang` param, one of `locales`; any other value answers 404. */
export function localeParam(params: { lang?: string }): Locale {
  if (!isLocale(params.lang)) notFound(`no language "${params.lang}"`);
  return params.lang;
}

/**
 * What every page below `:lang` exports as `shouldRevalidate`. With `ssr: false`, React Router
 * (7.18) reloads a prerendered route's data only when a param of the route's own path changes;
 * `:lang` is the layout's, so a page switched to another language kept its text in the old one
 * and only the menus changed.
 */
export function revalidateOnLanguage({
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || defaultShouldRevalidate;
}

/** An apartment's slug (a `:slug` param or a static segment); anything else answers 404. */
export function slugParam(value: string | null | undefined): PropertySlug {
  return propertySlugs.find((slug) => slug === value) ?? notFound(`no apartment "${value}"`);
}

/** What a not-found screen's route returns from its loader or exports as `handle`: the root then leaves the document without scripts. */
export const notFoundData = { notFound: true } as const;

function isNotFound(value: unknown): boolean {
  return typeof value === "object" && value !== null && "notFound" in value && value.notFound === true;
}

/**
 * Whether the current page is a not-found screen. Its prerendered document is answered for any
 * unknown path, which the browser's router may match to other routes than the one it was rendered
 * with, so it does not hydrate: it is static HTML, and its header menus work without script.
 */
export function useIsNotFoundPage(): boolean {
  return useMatches().some((match) => isNotFound(match.loaderData) || isNotFound(match.handle));
}

/**
 * What a property page exports as `handle`: the root marks `<html data-booking-bar>` from the
 * first byte, so the bar's offsets (app.css) need no `html:has(…)`, which the browser re-checks as
 * the parser inserts elements and which restyled the whole page once the bar arrived.
 */
export const bookingBarHandle = { bookingBar: true } as const;

export function useHasBookingBar(): boolean {
  return useMatches().some((match) => {
    const handle = match.handle as { bookingBar?: unknown } | undefined;
    return handle?.bookingBar === true;
  });
}
