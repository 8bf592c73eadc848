/** The languages of the site. Order is the order of the language menu. */
export const locales = ["en", "de", "fr", "es", "it"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Each language's name in its own language, as the language menu shows it. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

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
