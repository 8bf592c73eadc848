import type { AmenityText } from "../content/schema.server";
import type { Locale } from "../locales";

/** A text without a translation is shown in German, unchanged (docs/product.md). */
export function amenityText(text: AmenityText, locale: Locale): string {
  return text[locale] ?? text.de;
}

/** For the release check, as "fr: Sauna im Keller". */
export function missingAmenityTranslations(texts: AmenityText[]): string[] {
  return texts.flatMap((text) =>
    (["en", "fr", "es", "it"] as const).filter((locale) => !text[locale]).map((locale) => `${locale}: ${text.de}`),
  );
}
