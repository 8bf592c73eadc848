import { amenityTranslations } from "../content/properties/amenity-translations";
import type { Locale } from "./i18n";

/**
 * An amenity text in the page language. The texts are written in German; other languages
 * look them up, and a text without a translation is shown unchanged (SPEC section 3).
 */
export function amenityText(text: string, locale: Locale): string {
  if (locale === "de") return text;
  return amenityTranslations[text]?.[locale] ?? text;
}
