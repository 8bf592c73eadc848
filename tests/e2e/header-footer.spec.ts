import { apartmentFacts } from "../content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { localeNames } from "../../app/locales";
import { accessibilityOf, busyAtNext, decided, desktop, locales, messages, phone, pageReady } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const ready = (page: Page) => pageReady(page);

test.describe("navigation bar at 1280 px", () => {
  test.use({ viewport: desktop });

  test("shows the links, Book Now and the language menu", async ({ page }) => {
    await page.goto("/de/pberg");
    const nav = page.getByRole("navigation", { name: messages.de.nav.mainNavigation });
    await expect(nav.getByRole("link")).toHaveText([messages.de.nav.apartments, "PBerg", "Mitte"]);
    await expect(nav.getByRole("link", { name: "PBerg" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("button", { name: messages.de.nav.openMenu })).toBeHidden();
    // On an apartment's page, Book Now opens that apartment's booking page (docs/product.md).
    await page.getByRole("banner").getByRole("link", { name: messages.de.nav.bookNow }).click();
    await expect(page).toHaveURL(/\/de\/booknow\/pberg$/);
  });

  test("the logo and name link home", async ({ page }) => {
    await page.goto("/it/agb");
    await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/it$/);
  });

  /** What a guest reads first: the title and the main heading, of the page or of a document's HTML. */
  const firstWords = (page: Page, html?: string) =>
    page.evaluate((html) => {
      const document = html === undefined ? window.document : new DOMParser().parseFromString(html, "text/html");
      return { title: document.title, h1: document.querySelector("h1")?.textContent };
    }, html);

  /** Opens the language menu of the page's language: its five items, in order, each by its own name. */
  const openLanguages = async (page: Page) => {
    const current = (await page.locator("html").getAttribute("lang")) as "en";
    await page.getByRole("button", { name: new RegExp(messages[current].nav.language, "i") }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(5);
    for (const [index, name] of ["English", "Deutsch", "Français", "Español", "Italiano"].entries()) {
      await expect(items.nth(index)).toHaveAccessibleName(name);
    }
    return items;
  };

  // Every language's item leads to the same page in that language; one of them is followed there
  // and its menu followed back to English (a page load each: the items are links).
  for (const [path, other] of [
    ["/en/booknow/mitte", "de"],
    ["/en/impressum", "fr"],
    ["/en", "es"],
    ["/en/pberg", "it"],
  ] as const) {
    test(`the language menu keeps the path ${path}`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      const inLocale = (locale: string) => path.replace(/^\/en/, `/${locale}`);
      const items = await openLanguages(page);
      for (const [index, locale] of locales.entries()) {
        await expect(items.nth(index)).toHaveAttribute("href", inLocale(locale));
      }
      for (const locale of [other, "en"] as const) {
        if (locale === "en") await openLanguages(page);
        await page.getByRole("menuitem", { name: localeNames[locale] }).click();
        const expected = inLocale(locale);
        await expect(page).toHaveURL(new RegExp(`${expected}$`));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.getByRole("banner").getByRole("link", { name: messages[locale].nav.bookNow })).toBeVisible();
        // The page itself switched too, not only the menus: it reads as the document the server
        // sends for that URL.
        const sent = await (await page.request.get(expected)).text();
        expect(await firstWords(page), `${expected} after switching`).toEqual(await firstWords(page, sent));
      }
    });
  }

  test("the language menu works from the keyboard", async ({ page }) => {
    await page.goto("/en/mitte");
    await ready(page);
    await page.getByRole("button", { name: /^Language/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Deutsch" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/de\/mitte$/);
  });

  test("Tab out of the language menu closes it, as a menu button's menu does", async ({ page }) => {
    // It stayed open, expanded, with focus already on the page behind it.
    await page.goto("/en/mitte");
    await ready(page);
    const trigger = page.getByRole("button", { name: /^Language/ });
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

  test("a tap outside the open language menu only closes it; the next tap acts", async ({ page }) => {
    await page.goto("/en/pberg");
    await ready(page);
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

  test("keeps Book Now and the language menu visible and moves the links into a menu", async ({ page }) => {
    await page.goto("/en");
    await ready(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Book Now" })).toBeVisible();
    await expect(banner.getByRole("button", { name: /^Language/ })).toBeVisible();
    await expect(banner.getByRole("link", { name: "PBerg" })).toBeHidden();
    const box = await banner.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the menu slides in from the right: focus inside, Escape closes, focus back", async ({ page }) => {
    await page.goto("/fr");
    await ready(page);
    const trigger = page.getByRole("button", { name: messages.fr.nav.openMenu });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: messages.fr.nav.menuTitle });
    await expect(dialog).toBeVisible();
    // Slides in from the right and ends flush with the right edge.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(375);
    await expect(dialog.getByRole("button", { name: messages.fr.nav.closeMenu })).toBeFocused();
    // Screen readers hear the button's state (the browser's, from the popover it opens).
    expect(await accessibilityOf(page, "header button[aria-haspopup=dialog]")).toEqual([
      expect.objectContaining({ states: expect.objectContaining({ expanded: true }) }),
    ]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  // Not modal (decision 039): what would leave the guest under or beside the open drawer closes it.
  test("Tab past its last link, a tap beside it, or a wider window closes the menu", async ({ page }) => {
    await page.goto("/en/pberg");
    await ready(page);
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
  });

  test("choosing a link closes the menu and navigates", async ({ page }) => {
    await page.goto("/es");
    await ready(page);
    await page.getByRole("button", { name: messages.es.nav.openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Mitte" }).click();
    await expect(page).toHaveURL(/\/es\/mitte$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    // Back to this page (from the back/forward cache, where it is): the menu is closed.
    await page.goBack();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("footer", () => {
  for (const locale of locales) {
    test(`has tagline, links and the current year in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/mitte`);
      await ready(page);
      const footer = page.getByRole("contentinfo");
      const t = messages[locale].footer;
      await expect(footer).toContainText(t.tagline);
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
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    });
  }

  test("Privacy settings lines up with the legal links above it at 768 px, in every language", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    // Where each line of an element's text starts: a wrapped button centres its lines by default.
    const lineStarts = (name: string, role: "link" | "button") =>
      page
        .getByRole("contentinfo")
        .getByRole(role, { name, exact: true })
        .evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return [...range.getClientRects()].map((rect) => Math.round(rect.x));
        });
    for (const locale of locales) {
      await page.goto(`/${locale}/agb`);
      const t = messages[locale].footer;
      const [left] = await lineStarts(t.impressum, "link");
      for (const x of await lineStarts(t.privacySettings, "button")) expect(x, locale).toBe(left);
    }
  });
});

test("a skip link leads to the main content", async ({ page }) => {
  await page.goto("/en/pberg");
  await ready(page);
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

test("every new navigation starts at the top", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  await page.goto("/en/pberg");
  await ready(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/en\/datenschutz$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.getByRole("contentinfo").getByRole("link", { name: "Mitte" }).click();
  await expect(page).toHaveURL(/\/en\/mitte$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test("the footer marks the page's own link, as the header does", async ({ page }) => {
  for (const [path, label] of [
    ["/de/impressum", messages.de.footer.impressum],
    ["/de/mitte", apartmentFacts.mitte.district],
    ["/de", messages.de.footer.home],
  ] as const) {
    await page.goto(path);
    const current = page.locator("footer [aria-current=page]");
    await expect(current, path).toHaveCount(1);
    await expect(current, path).toHaveText(label);
  }
});

test.describe("after a link to another page", () => {
  test.use({ viewport: desktop });

  test("Tab goes on from the new page's top, not from the old link", async ({ page }) => {
    // A page is a document load (decision 024): the browser starts the new page's focus at its top.
    await page.goto("/en/pberg");
    await ready(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Mitte", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/mitte$/);
    await ready(page);
    await page.keyboard.press("Tab");
    const next = await page.evaluate(() => {
      const active = document.activeElement!;
      return { footer: !!active.closest("footer"), top: active.getBoundingClientRect().top };
    });
    expect(next.footer, "the next Tab is not in the footer").toBe(false);
    expect(next.top, "but near the page's top").toBeLessThan(900);
  });

  test("a link to a part of a page focuses that part", async ({ page }) => {
    await page.goto("/en/impressum");
    await ready(page);
    await page.getByRole("banner").getByRole("link", { name: "Properties" }).click();
    await expect(page).toHaveURL(/\/en#properties$/);
    await expect(page.locator("#properties")).toBeFocused();
  });

  test("the booking page's select keeps the focus when it changes the apartment", async ({ page }) => {
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
