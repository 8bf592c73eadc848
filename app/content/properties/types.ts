import type { Locale } from "../../lib/i18n";
import type { PropertySlug } from "../../lib/site";

export type Localized<T> = Record<Locale, T>;

/** Icons an amenity group may use (SPEC section 3). */
export const amenityIcons = [
  "bed",
  "bath",
  "coffee",
  "dumbbell",
  "wifi",
  "tv",
  "car",
  "tram",
  "tree",
  "store",
  "warehouse",
  "building",
  "house",
  "key",
  "users",
  "utensils",
  "shirt",
  "fan",
] as const;
export type AmenityIcon = (typeof amenityIcons)[number];

/** Icons a surroundings item may use; any other value gets a default icon. */
export const surroundingIcons = ["landmark", "park", "restaurant", "store", "train-front"] as const;
export type SurroundingIcon = (typeof surroundingIcons)[number];

/**
 * An amenity group. Title and items are written in German, as in the original
 * material, and translated per language through the lookup in ./amenity-translations.ts;
 * a text without a translation is shown unchanged.
 */
export interface AmenityGroup {
  title: string;
  icon: AmenityIcon;
  items: string[];
}

export interface SurroundingItem {
  title: string;
  description: string;
  /** One of surroundingIcons; any other string is allowed and shows a default icon. */
  icon: string;
}

/** A photo: its file name (without extension) under app/assets/photos/{slug}/, and its alt text. */
export interface PhotoCopy {
  file: string;
  alt: Localized<string>;
}

/** Everything about one apartment that is text, per language. */
export interface PropertyCopy {
  /** "Zionskirchplatz" style title, as on the card and the page heading. */
  title: Localized<string>;
  /** Location line under the title, e.g. "Prenzlauer Berg, Berlin". */
  location: Localized<string>;
  /** Two or three sentences for the home page card (clamped to 2 lines there). */
  summary: Localized<string>;
  /** About text; paragraphs separated by "\n\n", line breaks kept. */
  description: Localized<string>;
  features: Localized<string[]>;
  surroundings: Localized<SurroundingItem[]>;
}

export type { PropertySlug };
