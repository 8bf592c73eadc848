import { data, type UIMatch } from "react-router";
import { apartmentSlugs, type ApartmentSlug } from "../content/apartment-slugs";
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

/** An apartment's slug (a `:slug` param or a static segment); anything else answers 404. */
export function slugParam(value: string | null | undefined): ApartmentSlug {
  return apartmentSlugs.find((slug) => slug === value) ?? notFound(`no apartment "${value}"`);
}

/**
 * What a route says of its page in its `handle` (app/root.tsx reads it):
 * - `bookingBar`: an apartment's page, with the phone booking bar; `<html data-booking-bar>` from
 *   the first byte, so the bar's offsets (app.css) need no `html:has(…)`, which the browser
 *   re-checks as the parser inserts elements;
 * - `islands`: the page holds React islands, which need the page's UI strings (shared/page-strings.tsx).
 */
export interface PageHandle {
  bookingBar?: boolean;
  islands?: boolean;
}

export function hasHandle(matches: UIMatch[], key: keyof PageHandle): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.[key] === true);
}
