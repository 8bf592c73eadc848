import type { Locale } from "./locales";
import { de } from "./de";
import type { Messages } from "./en";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";

/**
 * All UI strings, read only by loaders at build time (a `.server` module never
 * reaches the browser): each prerendered page carries just its own language.
 */
const messages: Record<Locale, Messages> = { en, de, fr, es, it };

export function getMessages(locale: Locale): Messages {
  return messages[locale];
}
