import type { Locale } from "../locales";
import data from "./site-texts.json";
import type { SiteTexts } from "./schema.server";

/** JSON, not YAML: the i18n modules that read it also load where only JSON is understood (React Router's config). */
export const siteTexts = data as SiteTexts;

type InLanguage<T> = T extends Record<Locale, string> ? string : { [K in keyof T]: InLanguage<T[K]> };

export function inLanguage<T extends object>(tree: T, locale: Locale): InLanguage<T> {
  const leaf = (tree as Record<string, unknown>)[locale];
  if (typeof leaf === "string") return leaf as InLanguage<T>;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, inLanguage(value as object, locale)]),
  ) as InLanguage<T>;
}
