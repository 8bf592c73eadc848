import { axeViolations } from "./axe";
import { expect, allowConsole, notFoundConsole, test } from "./fixtures";
import { localeFromPath } from "../../app/i18n/paths";
import { atRest, decided, desktop, messages, phone, prerenderPaths, pageReady, wrappedItems } from "./site";

// Every URL of the site (the not-found documents included), at 375 and 1280 px: the cookie banner
// while it is open, then the whole page once it is closed (what the banner covered included: axe
// skips what an overlay hides). One load a URL, the window resized between the checks; the page
// under the open banner is the page checked after it closes, so the open banner is checked alone.
// The banner is the same markup on every document of its language and kind (with the map's words on
// an apartment's page, without them elsewhere: tests/built/cookie-banner.test.ts reads all 51), the
// same stylesheet and script drawing it: axe judges it once per language, kind and width, on the
// first document of each kind (the home page, Zionskirchplatz's page).
// What the screen must also hold is asked on the same load: nothing is wider than the screen; at
// 375 px the banner covers at most a quarter of a 375 × 812 screen and an apartment's facts stand
// one a line (German and French ones once broke in two); at 1280 px so do the facts of a booking
// page's summary (two columns in its 22 rem card broke "Jusqu’à 6 personnes"); and at 1024 px, the
// narrowest wide layout (the booking card beside the content column), no list item of an apartment
// page is wider than its box (German words once ran out of the nearby places' cards by 41 px, of
// the amenities by 5 px).
const apartmentPath = /^\/\w\w\/(pberg|mitte)$/;
/** Where the open banner is judged: each language's home page and Zionskirchplatz's page. */
const bannerJudged = /^\/\w\w(\/pberg)?$/;

for (const path of prerenderPaths()) {
  test(`axe and the screen at 375 and 1280 px: ${path}`, async ({ page }) => {
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
    await atRest(banner);
    const height = (await banner.boundingBox())!.height;
    expect(height, `375 px: the banner is ${height} px high`).toBeLessThanOrEqual(phone.height / 4);
    const apartment = apartmentPath.test(path);
    if (apartment) {
      const facts = page.getByRole("list", { name: messages[locale].apartment.facts });
      expect(await wrappedItems(facts), "375 px: facts that break in two").toEqual([]);
    }
    if (bannerJudged.test(path)) {
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(viewport);
        expect(await axeViolations(page, "[data-slot=cookie-banner]"), `${viewport.width} px, the banner`).toEqual([]);
      }
    }
    await banner.getByRole("button", { name: messages[locale].cookie.decline }).click();
    await expect(banner).toBeHidden();
    for (const viewport of [desktop, phone]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page), `${viewport.width} px, banner closed`).toEqual([]);
      // Nothing wider than the screen (the privacy policy's table once was: 854 px in German).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${viewport.width} px: no sideways scrolling`).toBeLessThanOrEqual(viewport.width);
      if (viewport === desktop && /^\/\w\w\/booknow\/(pberg|mitte)$/.test(path)) {
        const summary = page.locator("[data-slot=booking-summary] ul").first();
        expect(await wrappedItems(summary), "1280 px: summary facts that break in two").toEqual([]);
      }
    }
    if (apartment) {
      await page.setViewportSize({ width: 1024, height: 768 });
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll("main li")]
          .filter((item) => item.scrollWidth > item.clientWidth + 1)
          .map((item) => `${item.textContent?.trim().slice(0, 30)} (${item.scrollWidth - item.clientWidth} px)`),
      );
      expect(overflowing, "1024 px: list items wider than their box").toEqual([]);
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
