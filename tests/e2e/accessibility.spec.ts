import { axeViolations } from "./axe";
import { expectBannerOpen, recordBannerWhenParsed } from "./banner";
import { recordLayoutShifts } from "./budgets";
import { emptyCache, expectBudgets, holdFonts } from "./page-budgets";
import { expect, allowConsole, notFoundConsole, test } from "./fixtures";
import { expectHome } from "./home";
import { expectCellLabels, expectTableFits, withoutScript } from "./legal";
import { localeFromPath } from "../../app/i18n/paths";
import { expectBookingBarWhole, expectZoomedBanner, smallControls, widenTextSpacing } from "./screen";
import { desktop, locales, messages, phone, prerenderPaths, pageReady, wrappedItems } from "./site";

// Every URL of the site (the not-found documents included), one load each, a first visit (the
// banner open, nothing cached). First, before any input, the performance budgets (page-budgets.ts):
// of every English page loaded at 375 px, DPR 2 (with the first view's script, photos and
// animations, the brand font held back), and of every German page loaded at 1280 px, DPR 1. Then,
// at 375 px, the open banner (banner.ts, axe judging it), and axe judges the whole page once it is
// closed (what the banner covered included: axe skips what an overlay hides); at 1280 px, each page
// type in English and German, the longest texts (docs/product.md). What the screen must hold
// (screen.ts), on the same load at every width: nothing wider than the screen; an apartment's facts
// one a line at 375 px, a booking page's summary facts at 1280 px; at 1024 px, the narrowest wide
// layout, no list item of an apartment page wider than its box; controls outside running text at
// least 24 × 24 px at 375 px (banner open) and 1280 px (closed); at 400 % zoom the open banner on
// the screen and an apartment's booking bar whole. Last, what changes the page: the booking bar
// with WCAG 1.4.12's text spacing, the home page's looks (home.ts), the privacy table (legal.ts).
const apartmentPath = /^\/\w\w\/(pberg|mitte)$/;
/** The page types axe judges at 1280 px, in English and German. */
const judgedWide = /^(\/(en|de)(\/pberg|\/booknow|\/booknow\/pberg|\/datenschutz|\/404)?|\/404)$/;
/** Where each language's pages are loaded, and whether the budgets are asked there. */
const loads = {
  en: { viewport: phone, deviceScaleFactor: 2, budgets: true },
  de: { viewport: desktop, deviceScaleFactor: 1, budgets: true },
  fr: { viewport: phone, deviceScaleFactor: 1, budgets: false },
  es: { viewport: phone, deviceScaleFactor: 1, budgets: false },
  it: { viewport: phone, deviceScaleFactor: 1, budgets: false },
};

const groups = locales.map((locale) => ({
  locale,
  paths: prerenderPaths().filter((path) => localeFromPath(path) === locale && path !== "/404"),
}));
groups[0]!.paths.push("/404");

for (const { locale, paths } of groups) {
  const load = loads[locale];
  const budgetsAt = load.budgets ? `, the budgets at ${load.viewport.width} px` : "";
  test.describe(`every ${locale} page, loaded at ${load.viewport.width} px, DPR ${load.deviceScaleFactor}`, () => {
    test.use({ deviceScaleFactor: load.deviceScaleFactor });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(recordLayoutShifts);
      await page.addInitScript(recordBannerWhenParsed);
    });

    test(`axe and the screen${budgetsAt}`, async ({ page }) => {
      test.setTimeout(paths.length * 25_000);
      if (load.budgets && load.viewport === phone) await holdFonts(page);
      for (const path of paths) {
        await test.step(path, async () => {
          const notFound = path.endsWith("404");
          if (notFound) allowConsole(...notFoundConsole);
          await page.setViewportSize(load.viewport);
          // The previous page's decision is forgotten: each page meets its banner open.
          if (page.url().startsWith("http")) await page.evaluate(() => localStorage.clear());
          if (load.budgets) await emptyCache(page);
          await page.goto(path);
          // A not-found document does not hydrate (it has no islands); its banner is HTML.
          if (!notFound) await pageReady(page);
          if (load.budgets) await expectBudgets(page, path, load.viewport === phone);
          const banner = await expectBannerOpen(page, locale);
          const apartment = apartmentPath.test(path);
          if (apartment) {
            const facts = page.getByRole("list", { name: messages[locale].apartment.facts });
            expect(await wrappedItems(facts), "375 px: facts that break in two").toEqual([]);
          }
          expect(await smallControls(page), "375 px: controls under 24 × 24 px").toEqual([]);
          await expectZoomedBanner(page, banner);
          if (apartment) await expectBookingBarWhole(page, "320 px");
          const wide = judgedWide.test(path);
          if (wide) {
            await page.setViewportSize(desktop);
            expect(await axeViolations(page, "[data-slot=cookie-banner]"), "1280 px, the banner").toEqual([]);
          }
          await banner.getByRole("button", { name: messages[locale].cookie.decline }).click();
          await expect(banner).toBeHidden();
          for (const viewport of [phone, desktop]) {
            await page.setViewportSize(viewport);
            if (viewport === phone || wide) {
              expect(await axeViolations(page), `${viewport.width} px, banner closed`).toEqual([]);
            }
            const width = await page.evaluate(() => document.documentElement.scrollWidth);
            expect(width, `${viewport.width} px: no sideways scrolling`).toBeLessThanOrEqual(viewport.width);
            if (viewport === desktop)
              expect(await smallControls(page), "1280 px: controls under 24 × 24 px").toEqual([]);
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
          // Last: these steps change the page.
          if (apartment) {
            await page.setViewportSize(phone);
            await widenTextSpacing(page);
            await expectBookingBarWhole(page, "375 px, wider text spacing");
          }
          if (/^\/\w\w$/.test(path)) await expectHome(page, locale);
          if (path.endsWith("/datenschutz") && !withoutScript.includes(locale))
            await expectCellLabels(page, await expectTableFits(page, locale));
        });
      }
    });
  });
}
