import { data } from "react-router";
import { apartmentSlugs, type ApartmentSlug } from "../content/load.server";
import { isLocale, type Locale } from "../locales";

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
  return apartmentSlugs().find((slug) => slug === value) ?? notFound(`no apartment "${value}"`);
}
