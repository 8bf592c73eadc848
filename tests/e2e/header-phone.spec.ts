import type { Page } from "@playwright/test";
import { expect, expectContactsShown, test } from "./fixtures";
import { zoomed } from "./screen";
import { accessibilityOf, busyAtNext, decided, messages, phone, pageReady } from "./site";

// The header at 375 px: the phone menu and the language menu (the same at 1280 px: header-footer.spec.ts).

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

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
    await pageReady(page);
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
    await pageReady(page);
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
