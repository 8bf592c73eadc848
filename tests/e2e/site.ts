import { de } from "../../app/i18n/de";
import { en, type Messages } from "../../app/i18n/en";
import { es } from "../../app/i18n/es";
import { fr } from "../../app/i18n/fr";
import { it } from "../../app/i18n/it";
import type { Locator } from "@playwright/test";
import { locales, type Locale } from "../../app/i18n/locales";

export { locales, type Locale };
export { prerenderPaths, sitePaths, pagePaths, redirectPaths } from "../../app/lib/site";

export const messages: Record<Locale, Messages> = { en, de, fr, es, it };

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 900 };

/** Stores a cookie decision before the page loads, so the banner stays closed. */
export const decided = (accepted = false) => `try { localStorage.setItem("cookiesAccepted", "${accepted}") } catch {}`;

/** The texts of a list's items that break onto a second line (taller than one and a half lines). */
export const wrappedItems = (list: Locator) =>
  list.evaluate((element) =>
    [...element.querySelectorAll("li")]
      .filter((item) => item.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(item).lineHeight))
      .map((item) => item.textContent?.trim()),
  );
