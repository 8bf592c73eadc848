import { defaultLocale, isLocale, type Locale } from "../locales";

/** The language of a path: its first segment when that is a locale, else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The same path in another language: only the language segment changes.
 * A path without a language segment gets one in front.
 */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const segments = pathname.split("/").filter(Boolean);
  if (isLocale(segments[0])) segments.shift();
  return "/" + [locale, ...segments].join("/");
}

/** Prefixes a language-less path ("" for home, "pberg", "booknow/mitte") with a locale. */
export function localePath(locale: Locale, path = ""): string {
  const rest = path.replace(/^\/+|\/+$/g, "");
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}
