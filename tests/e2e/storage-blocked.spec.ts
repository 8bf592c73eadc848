import type { Page } from "@playwright/test";
import { allowConsole, expect, notFoundConsole, test } from "./fixtures";
import { messages, pageReady } from "./site";

/**
 * Storage blocked (a browser setting, a sandboxed frame, some private modes): reading
 * window.localStorage or window.sessionStorage throws. No page may log an error or throw,
 * including React Router's scroll restoration (sessionStorage) on navigation and reload.
 * The fixture fails the test on any console error or uncaught exception.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const names = ["localStorage", "sessionStorage"];
    for (const name of names) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is blocked`, "SecurityError");
        },
      });
    }
    // Whether reading each one threw before the page's own scripts ran.
    (window as unknown as { blockedStorage: boolean[] }).blockedStorage = names.map((name) => {
      try {
        return !(window as unknown as Record<string, Storage>)[name];
      } catch {
        return true;
      }
    });
  });
});

const hydrated = (page: Page) => pageReady(page);

/** The blocking was in force when the page started: otherwise the test proves nothing. */
async function expectBlocked(page: Page) {
  const blocked = await page.evaluate(() => (window as unknown as { blockedStorage: boolean[] }).blockedStorage);
  expect(blocked).toEqual([true, true]);
}

/**
 * One visit through every page type with storage blocked, as a guest moves: each page loaded once
 * (an apartment, then booking, a legal page and home by links; not found by address), a reload after a
 * scroll, a link and the way back. A cookie banner's button still closes it, though no choice can
 * be stored.
 */
test("every page type loads, reloads and navigates without an error", async ({ page }) => {
  test.setTimeout(60_000);
  const t = messages.en;
  const region = page.getByRole("region", { name: t.cookie.title });
  const arrive = async (path: string) => {
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await hydrated(page);
    await expectBlocked(page);
  };
  await test.step("an apartment page (/en/pberg), its banner, a reload after a scroll", async () => {
    await page.goto("/en/pberg");
    await arrive("/en/pberg");
    await region.getByRole("button", { name: t.cookie.accept }).click();
    await expect(region).toBeHidden();
    // Scroll restoration saves positions on leaving a page and reads them on arriving.
    await page.mouse.wheel(0, 600);
    await page.reload();
    await arrive("/en/pberg");
  });
  await test.step("booking (/en/booknow/pberg) by the header's Book Now", async () => {
    await page.getByRole("banner").getByRole("link", { name: t.nav.bookNow }).click();
    await arrive("/en/booknow/pberg");
  });
  await test.step("a legal page (/en/impressum) by the footer's link, and back", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: t.footer.impressum, exact: true }).click();
    await arrive("/en/impressum");
    await page.goBack();
    await arrive("/en/booknow/pberg");
  });
  await test.step("home (/en) by the footer's link", async () => {
    await page.getByRole("contentinfo").getByRole("link", { name: t.footer.home, exact: true }).click();
    await arrive("/en");
  });
  await test.step("not found (/en/nope): no React; its banner works", async () => {
    allowConsole(...notFoundConsole);
    await page.goto("/en/nope");
    // A not-found document does not hydrate (it has no islands): it is ready when it shows.
    await expect(page.locator("[data-not-found]")).toBeVisible();
    await expectBlocked(page);
    await region.getByRole("button", { name: t.cookie.decline }).click();
    await expect(region).toBeHidden();
  });
});
