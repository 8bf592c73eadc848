import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect } from "./fixtures";
import { atRest, messages, phone, type Locale } from "./site";

/**
 * The cookie banner in the browser tests. As a first visit meets it, asked on every page of the
 * accessibility sweep (accessibility.spec.ts): shown as the document is parsed, Accept and Decline
 * alike, at 375 px at most a quarter of a 375 × 812 screen and inside its width, and no violation
 * axe finds in it. And the guest's decisions: by keyboard, and again through Privacy settings
 * (cookie-banner.spec.ts, not-found.spec.ts).
 */

export const banner = (page: Page, locale: Locale = "en") =>
  page.getByRole("region", { name: messages[locale].cookie.title });
/** The decision as the page stored it: "true", "false" or null. */
export const stored = (page: Page) => page.evaluate(() => localStorage.getItem("cookiesAccepted"));

/** A first decision made from the keyboard: focus lands on the page's content, the page does not scroll. */
export async function keyboardDecision(page: Page, locale: Locale, button: "accept" | "decline") {
  await banner(page, locale).getByRole("button", { name: messages[locale].cookie[button] }).focus();
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press("Enter");
  await expect(banner(page, locale)).toBeHidden();
  await expect(page.locator("main")).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
}

/** Privacy settings (a German page's) reopens the banner, focused; a choice closes it and focus returns. */
export async function reopenAndChoose(page: Page, button: "accept" | "decline") {
  const settings = page.getByRole("button", { name: messages.de.footer.privacySettings });
  await settings.click();
  await expect(banner(page, "de")).toBeVisible();
  await expect(banner(page, "de")).toBeFocused();
  await banner(page, "de").getByRole("button", { name: messages.de.cookie[button] }).click();
  await expect(banner(page, "de")).toBeHidden();
  await expect(settings).toBeFocused();
}

/** An init script: whether the banner was shown when the document had been parsed. */
export function recordBannerWhenParsed() {
  document.addEventListener("DOMContentLoaded", () => {
    const shown = document.querySelector<HTMLElement>("[data-slot=cookie-banner]")?.hidden === false;
    Object.assign(window, { bannerWhenParsed: shown });
  });
}

/** Asked of a page just loaded, the banner open; leaves the window at 375 px and the banner open. */
export async function expectBannerOpen(page: Page, locale: Locale) {
  const t = messages[locale].cookie;
  await page.setViewportSize(phone);
  const region = banner(page, locale);
  await expect(region).toBeVisible();
  // Shown while the page script runs, as the document is parsed: in the first paint, where a
  // guest's first tap can reach it (decision 041), not a frame later.
  const parsed = await page.evaluate(() => (window as { bannerWhenParsed?: boolean }).bannerWhenParsed);
  expect(parsed, "the banner shown as the document was parsed").toBe(true);
  // Accept and Decline equal (docs/product.md): the same colours.
  const [accept, decline] = await Promise.all(
    [t.accept, t.decline].map((name) =>
      region.getByRole("button", { name }).evaluate((button) => getComputedStyle(button).backgroundColor),
    ),
  );
  expect(accept, "Accept's colour, Decline's").toBe(decline);
  // The banner rises in from opacity 0: axe would measure contrast mid-animation.
  await atRest(region);
  const { x, width, height } = (await region.boundingBox())!;
  expect(height, `375 px: the banner is ${height} px high`).toBeLessThanOrEqual(phone.height / 4);
  expect(x, "375 px: the banner's left edge").toBeGreaterThanOrEqual(0);
  expect(x + width, "375 px: the banner's right edge").toBeLessThanOrEqual(phone.width);
  expect(await axeViolations(page, "[data-slot=cookie-banner]"), "375 px, the banner").toEqual([]);
  return region;
}
