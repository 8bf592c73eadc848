import { apartmentFacts } from "../content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

import { localeNames } from "../../app/locales";
import { accessibilityOf, decided, desktop, messages, pageReady, type Locale } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

/**
 * The footer in `locale`, on the page shown (the same footer on every page of a language, but for
 * the page's own link: tests/built/header-footer.test.ts reads its words and links on all of them):
 * at 1280 px it shows, and at 768 px Privacy settings lines up with the legal links above it. Asked
 * on a page the language menu has just led to, so no load of its own; leaves the window at 1280 px.
 */
async function footerInLanguage(page: Page, locale: Locale) {
  const t = messages[locale].footer;
  const footer = page.getByRole("contentinfo");
  await test.step(`footer: has tagline, links and the current year in ${locale}`, async () => {
    await page.setViewportSize(desktop);
    await expect(footer.getByText(t.tagline)).toBeVisible();
    for (const name of [
      t.home,
      apartmentFacts.pberg.district,
      apartmentFacts.mitte.district,
      t.impressum,
      t.datenschutz,
      t.agb,
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("button", { name: t.privacySettings })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });
  await test.step(`footer: Privacy settings lines up with the legal links above it at 768 px, in ${locale}`, async () => {
    await page.setViewportSize({ width: 768, height: 900 });
    // Where each line of an element's text starts: a wrapped button centres its lines by default.
    const lineStarts = (name: string, role: "link" | "button") =>
      footer.getByRole(role, { name, exact: true }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [...range.getClientRects()].map((rect) => Math.round(rect.x));
      });
    const [left] = await lineStarts(t.impressum, "link");
    for (const x of await lineStarts(t.privacySettings, "button")) expect(x, locale).toBe(left);
    await page.setViewportSize(desktop);
  });
}

// What the build writes in the header and footer (the links' names and targets in every language,
// the language menu's items, the page's own link marked, the build's year) is read from every built
// page: tests/built/header-footer.test.ts and tests/built/menus-markup.test.ts. Here: what shows,
// opens, closes, takes focus and follows, one load a page and width (the footer's 768 px layout by
// resizing a page loaded at 1280 px). The header at 375 px: header-phone.spec.ts.
test.describe("navigation bar at 1280 px", () => {
  test.use({ viewport: desktop });

  /** What a guest reads first: the title and the main heading, of the page or of a document's HTML. */
  const firstWords = (page: Page, html?: string) =>
    page.evaluate((html) => {
      const document = html === undefined ? window.document : new DOMParser().parseFromString(html, "text/html");
      return { title: document.title, h1: document.querySelector("h1")?.textContent };
    }, html);

  /** Opens the language menu of the page's language: its five items show. */
  const openLanguages = async (page: Page) => {
    const current = (await page.locator("html").getAttribute("lang")) as "en";
    await page.getByRole("button", { name: new RegExp(messages[current].nav.language, "i") }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) await expect(item).toBeVisible();
  };

  /**
   * The language menu's item for `first` is followed to the same page in that language, and that
   * page's item for `second` on to it (a page load each: the items are links; where every item of
   * every page leads is the build's, tests/built/menus-markup.test.ts). Each language's footer is
   * asked where the menu led (English's: on /en/mitte). Ends on `path` in `second`.
   */
  const switchLanguage = async (page: Page, path: string, first: Exclude<Locale, "en">, second: typeof first) => {
    for (const locale of [first, second]) {
      await openLanguages(page);
      await page.getByRole("menuitem", { name: localeNames[locale] }).click();
      const expected = path.replace(/^\/en/, `/${locale}`);
      await expect(page).toHaveURL(new RegExp(`${expected}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("banner").getByRole("link", { name: messages[locale].nav.bookNow })).toBeVisible();
      // The page itself switched too, not only the menus: it reads as the document the server
      // sends for that URL.
      const sent = await (await page.request.get(expected)).text();
      expect(await firstWords(page), `${expected} after switching`).toEqual(await firstWords(page, sent));
      await pageReady(page);
      await footerInLanguage(page, locale);
    }
  };

  test("/en/pberg: skip link, the bar, the language menu, Tab after a link", async ({ page }) => {
    await page.goto("/en/pberg");
    await pageReady(page);
    await test.step("a skip link leads to the main content", async () => {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      // Drawn as a button over the logo, with room around its words (it had none: 103 × 24 px).
      const box = (await skip.boundingBox())!;
      expect(box.height, "the skip link's height").toBeGreaterThanOrEqual(44);
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
    });
    await test.step("shows the links, Book Now and the language menu", async () => {
      const nav = page.getByRole("navigation", { name: messages.en.nav.mainNavigation });
      for (const name of [messages.en.nav.apartments, "PBerg", "Mitte"])
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: messages.en.nav.bookNow })).toBeVisible();
      await expect(banner.getByRole("button", { name: /^Language/ })).toBeVisible();
      await expect(page.getByRole("button", { name: messages.en.nav.openMenu })).toBeHidden();
    });
    await test.step("the language menu keeps the path /en/pberg", () => switchLanguage(page, "/en/pberg", "it", "de"));
    await test.step("after a link to another page: Tab goes on from the new page's top, not from the old link", async () => {
      // A page is a document load (decision 024): the browser starts the new page's focus at its top.
      await page.getByRole("contentinfo").getByRole("link", { name: "Mitte", exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/de\/mitte$/);
      await pageReady(page);
      await page.keyboard.press("Tab");
      const next = await page.evaluate(() => {
        const active = document.activeElement!;
        return { footer: !!active.closest("footer"), top: active.getBoundingClientRect().top };
      });
      expect(next.footer, "the next Tab is not in the footer").toBe(false);
      expect(next.top, "but near the page's top").toBeLessThan(900);
    });
  });

  test("/en/impressum: the language menu, a link to a part of a page", async ({ page }) => {
    await page.goto("/en/impressum");
    await pageReady(page);
    await test.step("the language menu keeps the path /en/impressum", () =>
      switchLanguage(page, "/en/impressum", "fr", "es"));
    await test.step("after a link to another page: a link to a part of a page focuses that part", async () => {
      await page.getByRole("banner").getByRole("link", { name: messages.es.nav.apartments, exact: true }).click();
      await expect(page).toHaveURL(/\/es#properties$/);
      await expect(page.locator("#properties")).toBeFocused();
    });
  });

  test("/en/mitte: the footer in English, the language menu from the keyboard", async ({ page }) => {
    await page.goto("/en/mitte");
    await pageReady(page);
    await footerInLanguage(page, "en");
    const trigger = page.getByRole("button", { name: /^Language/ });
    await test.step("Tab out of the language menu closes it, as a menu button's menu does", async () => {
      // It stayed open, expanded, with focus already on the page behind it.
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem").first()).toBeFocused();
      // The state a screen reader announces: the browser's own, from the popover (no aria-expanded).
      expect(await accessibilityOf(page, "[popovertarget=language-menu]")).toMatchObject([
        { states: { expanded: true } },
      ]);
      await page.keyboard.press("End");
      await expect(page.getByRole("menuitem", { name: "Italiano" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("menu")).toBeHidden();
      expect(await accessibilityOf(page, "[popovertarget=language-menu]")).toMatchObject([
        { states: { expanded: false } },
      ]);
      expect(await page.evaluate(() => !!document.activeElement?.closest("[role=menu]"))).toBe(false);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    });
    await test.step("the language menu works from the keyboard", async () => {
      await trigger.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem").first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("menuitem", { name: "Deutsch" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/de\/mitte$/);
    });
  });

  test("after a link to another page: the booking page's select keeps the focus when it changes the apartment", async ({
    page,
  }) => {
    await page.goto("/en/booknow");
    await pageReady(page);
    const select = page.getByRole("combobox");
    await select.focus();
    // On Linux and Windows an arrow key on a closed select chooses the next option.
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/\/en\/booknow\/\w+(#apartment-select)?$/);
    await pageReady(page);
    await expect(select).toBeFocused();
  });
});
