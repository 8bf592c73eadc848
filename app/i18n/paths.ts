import { defaultLocale, isLocale, type Locale } from "../locales";

export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

/** A path without a language segment gets one in front. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const segments = pathname.split("/").filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return "/" + [locale, ...segments].join("/");
}

export function localePath(locale: Locale, path = ""): string {
  const rest = path.replace(/^\/+|\/+$/g, "");
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}
