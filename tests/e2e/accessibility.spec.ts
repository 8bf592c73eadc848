import { axeViolations } from "./axe";
import { expect, allowConsole, notFoundConsole, test } from "./fixtures";
import { localeFromPath } from "../../app/i18n/paths";
import { decided, desktop, messages, phone, prerenderPaths, pageReady } from "./site";

// Every URL of the site (the not-found documents included), at 375 and 1280 px, with the cookie
// banner open, then closed: one load a URL, the window resized between the checks.
for (const path of prerenderPaths()) {
  test(`axe at 375 and 1280 px: ${path}`, async ({ page }) => {
    const notFound = path.endsWith("404");
    if (notFound) allowConsole(...notFoundConsole);
    await page.setViewportSize(phone);
    await page.goto(path);
    // A not-found document does not hydrate (it has no islands); its banner is HTML.
    if (!notFound) await pageReady(page);
    const locale = localeFromPath(path);
    const banner = page.getByRole("region", { name: messages[locale].cookie.title });
    await expect(banner).toBeVisible();
    // The banner rises in from opacity 0: axe would measure contrast mid-animation.
    await banner.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${viewport.width} px, banner open`).toEqual([]);
    }
    // And with the banner closed: what it covered is checked too (axe skips what an overlay hides).
    await banner.getByRole("button", { name: messages[locale].cookie.decline }).click();
    await expect(banner).toBeHidden();
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${viewport.width} px, banner closed`).toEqual([]);
      // Nothing wider than the screen (the privacy policy's table once was: 854 px in German).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${viewport.width} px: no sideways scrolling`).toBeLessThanOrEqual(viewport.width);
    }
  });
}

for (const viewport of [phone, desktop]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    // The states a page reaches after the guest acts: open accordion, open viewer, map and calendar.
    test.describe("after interaction", () => {
      test.beforeEach(async ({ page }) => page.addInitScript(decided()));

      test("amenities open, map loaded and calendar drawn", async ({ page }) => {
        const t = messages.de;
        await page.goto("/de/pberg");
        await pageReady(page);
        const amenities = page.locator("section[aria-labelledby=amenities]");
        await amenities.locator("summary").first().click();
        await expect(amenities.locator("details[open]")).toHaveCount(1);
        await page.locator("[data-slot=calendar-area]").scrollIntoViewIfNeeded();
        await expect(page.locator("[data-slot=calendar-area]")).toHaveAttribute("data-status", "drawn");
        // The calendar's own document (decision 010), as the provider draws it.
        const calendar = page.frames().find((frame) => frame.url().includes("/embed/calendar"))!;
        await expect(calendar.locator(".multiCalendarWidget .fullCalendar:visible .calendar h2").first()).toBeVisible();
        expect(await axeViolations(calendar), "calendar frame").toEqual([]);
        await page.getByRole("button", { name: t.map.load }).click();
        await expect(page.locator("section[aria-labelledby=location] iframe")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("photo viewer open", async ({ page }) => {
        await page.goto("/en/mitte");
        await pageReady(page);
        await page.locator("[data-slot=thumbnails] a").nth(1).click();
        await expect(page.getByRole("dialog", { name: messages.en.apartment.viewerLabel })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });

      test("booking page with its tool", async ({ page }) => {
        await page.goto("/fr/booknow/mitte");
        await expect(page.locator("[data-slot=booking-area] iframe")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
