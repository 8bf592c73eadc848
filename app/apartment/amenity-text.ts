import type { AmenityText } from "../content/schema.server";
import type { Locale } from "../locales";

/**
 * An amenity text in the page language. The texts are written in German; a text without a
 * translation in the page language is shown in German, unchanged (docs/product.md).
 */
export function amenityText(text: AmenityText, locale: Locale): string {
  return text[locale] ?? text.de;
}

/** Every amenity text lacking a translation, as "fr: Sauna im Keller" (the release check lists them). */
export function missingAmenityTranslations(texts: AmenityText[]): string[] {
  return texts.flatMap((text) =>
    (["en", "fr", "es", "it"] as const).filter((locale) => !text[locale]).map((locale) => `${locale}: ${text.de}`),
  );
}
