import { apartmentFacts } from "../content";
import type { Page } from "@playwright/test";
import { expect, expectContactsShown, test } from "./fixtures";
import { zoomed } from "./screen";
import { localeNames } from "../../app/locales";
import { accessibilityOf, busyAtNext, decided, desktop, messages, phone, pageReady, type Locale } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const ready = (page: Page) => pageReady(page);

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
// resizing a page loaded at 1280 px).
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
      await ready(page);
      await footerInLanguage(page, locale);
    }
  };

  test("/en/pberg: skip link, the bar, the language menu, Tab after a link", async ({ page }) => {
    await page.goto("/en/pberg");
    await ready(page);
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
      await ready(page);
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
    await ready(page);
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
    await ready(page);
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
    await ready(page);
    const select = page.getByRole("combobox");
    await select.focus();
    // On Linux and Windows an arrow key on a closed select chooses the next option.
    await page.keyboard.press("ArrowDown");
    await expect(page).toHaveURL(/\/en\/booknow\/\w+(#apartment-select)?$/);
    await ready(page);
    await expect(select).toBeFocused();
  });
});

/**
 * Taps at the middle of `target` and returns the navigations the tap began (the Navigation API's
 * navigate event, which a link's activation fires before it returns; each is cancelled, so the page
 * stays to say so): none, when the tap only closed a menu.
 */
async function navigationsOfTap(page: Page, target: { x: number; y: number; width: number; height: number }) {
  type Recorder = { seen: string[]; record: (event: NavigateEvent) => void };
  await page.evaluate(() => {
    const recorder: Recorder = {
      seen: [],
      record: (event) => {
        recorder.seen.push(new URL(event.destination.url).pathname);
        event.preventDefault();
      },
    };
    Object.assign(window, { recorder });
    navigation.addEventListener("navigate", recorder.record);
  });
  await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
  return page.evaluate(() => {
    const { recorder } = window as unknown as { recorder: Recorder };
    navigation.removeEventListener("navigate", recorder.record);
    return recorder.seen;
  });
}

test.describe("navigation bar at 375 px", () => {
  test.use({ viewport: phone });

  test("/en/pberg: the phone menu and the language menu close as they should; at 320 × 256 the language menu scrolls to its end", async ({
    page,
  }) => {
    await page.goto("/en/pberg");
    await ready(page);
    // Not modal (decision 039): what would leave the guest under or beside the open drawer closes it.
    await test.step("Tab past its last link, a tap beside it, or a wider window closes the menu", async () => {
      const trigger = page.getByRole("button", { name: messages.en.nav.openMenu });
      const dialog = page.getByRole("dialog", { name: messages.en.nav.menuTitle });
      await trigger.click();
      await expect(dialog).toBeVisible();
      const stops = await dialog.evaluate((menu) => menu.querySelectorAll("a[href], button").length);
      for (let tab = 1; tab < stops; tab++) await page.keyboard.press("Tab");
      expect(await dialog.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Tab");
      await expect(dialog).toBeHidden();
      // Beside the drawer, on the logo (a link home): the tap closes the menu and follows nothing.
      await trigger.click();
      await expect(dialog).toBeVisible();
      const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
      expect(logo.x + logo.width / 2).toBeLessThan(375 * 0.15);
      expect(await navigationsOfTap(page, logo)).toEqual([]);
      await expect(dialog).toBeHidden();
      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.setViewportSize({ width: 800, height: 812 });
      await expect(dialog).toBeHidden();
      // Back to the phone's width for the next step.
      await page.setViewportSize(phone);
      await expect(trigger).toBeVisible();
    });
    // WCAG 1.4.10: at 400 % zoom the menu scrolls to its last item, wholly in view.
    await test.step("at 320 × 256 the language menu scrolls to its last language", async () => {
      await page.setViewportSize(zoomed);
      await page.locator("header button[aria-haspopup]:not([aria-label])").click();
      const last = page.getByRole("menuitem", { name: "Italiano" });
      await expect(last).toBeVisible();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Escape");
      await expect(last).toBeHidden();
      await page.setViewportSize(phone);
    });
    await test.step("a tap outside the open language menu only closes it; the next tap acts", async () => {
      await page.getByRole("button", { name: /^Language/ }).click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      // Book Now, beside the menu's button: a tap there closes the menu and must not book, also when
      // the page is busy for over a second as the tap comes (the tap's timeStamp is when it was made).
      await busyAtNext(page, "pointerdown", 1100);
      const link = page.getByRole("banner").getByRole("link", { name: "Book Now" });
      expect(await navigationsOfTap(page, (await link.boundingBox())!)).toEqual([]);
      await expect(menu).toBeHidden();
      await link.click();
      await expect(page).toHaveURL(/\/en\/booknow\/pberg$/);
    });
  });

  // Nothing wider than the screen is asked of every URL at 375 px by accessibility.spec.ts. One
  // load: the bar, the menu opened and closed, then a link chosen in it.
  test("/fr: Book Now and the language menu in the bar, the links in a menu that slides in, closes and navigates", async ({
    page,
  }) => {
    const t = messages.fr.nav;
    await page.goto("/fr");
    await ready(page);
    const bar = page.getByRole("banner");
    await test.step("keeps Book Now and the language menu visible and moves the links into a menu", async () => {
      await expect(bar.getByRole("link", { name: t.bookNow })).toBeVisible();
      await expect(bar.getByRole("button", { name: new RegExp(`^${t.language}`, "i") })).toBeVisible();
      await expect(bar.getByRole("link", { name: "PBerg" })).toBeHidden();
      expect((await bar.boundingBox())?.width).toBeLessThanOrEqual(375);
    });
    const trigger = page.getByRole("button", { name: t.openMenu });
    const dialog = page.getByRole("dialog", { name: t.menuTitle });
    await test.step("the menu slides in from the right: focus inside, the contacts shown, Escape closes, focus back", async () => {
      await trigger.click();
      await expect(dialog).toBeVisible();
      // Slides in from the right and ends flush with the right edge.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return Math.round((box?.x ?? 0) + (box?.width ?? 0));
        })
        .toBe(375);
      await expect(dialog.getByRole("button", { name: t.closeMenu })).toBeFocused();
      await expectContactsShown(dialog);
      // Screen readers hear the button's state (the browser's, from the popover it opens).
      expect(await accessibilityOf(page, "header button[aria-haspopup=dialog]")).toEqual([
        expect.objectContaining({ states: expect.objectContaining({ expanded: true }) }),
      ]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
    await test.step("choosing a link closes the menu and navigates", async () => {
      await trigger.click();
      await dialog.getByRole("link", { name: "Mitte" }).click();
      await expect(page).toHaveURL(/\/fr\/mitte$/);
      await expect(page.getByRole("dialog")).toBeHidden();
      // Back to this page (from the back/forward cache, where it is): the menu is closed.
      await page.goBack();
      await expect(page.locator("#mobile-menu")).toBeHidden();
    });
  });
});
