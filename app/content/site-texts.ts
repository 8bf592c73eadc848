import type { Locale } from "../locales";
import data from "./site-texts.json";
import type { SiteTexts } from "./schema.server";

/**
 * The site's own texts of app/content/site-texts.json (home page, footer tagline, page titles and
 * descriptions), which the operator edits; app/i18n's modules take each language's from here. The
 * build validates the file with the schema first (app/content/load.server.ts). JSON, not YAML: the
 * i18n modules that read it also load where only JSON is understood (React Router's config, which
 * writes the strings files at the end of the build).
 */
export const siteTexts = data as SiteTexts;

/** A tree of texts in five languages ({ en, de, … } at its leaves) as one language's strings. */
type InLanguage<T> = T extends Record<Locale, string> ? string : { [K in keyof T]: InLanguage<T[K]> };

export function inLanguage<T extends object>(tree: T, locale: Locale): InLanguage<T> {
  const leaf = (tree as Record<string, unknown>)[locale];
  if (typeof leaf === "string") return leaf as InLanguage<T>;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, inLanguage(value as object, locale)]),
  ) as InLanguage<T>;
}
