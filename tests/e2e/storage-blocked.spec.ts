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

const pages = [
  ["home", "/en"],
  ["an apartment page", "/en/pberg"],
  ["booking", "/en/booknow/pberg"],
  ["a legal page", "/en/impressum"],
  ["not found", "/en/nope"],
] as const;

/** The cookie banner of the first load: its button closes it, though no choice can be stored. */
const bannerSteps: Partial<Record<(typeof pages)[number][0], { title: string; button: "accept" | "decline" }>> = {
  "an apartment page": { title: "the cookie banner works with storage blocked", button: "accept" },
  "not found": {
    title: "the cookie banner of a not-found document (no React) works with storage blocked",
    button: "decline",
  },
};

for (const [kind, path] of pages) {
  test(`${kind} (${path}) loads, reloads and navigates without an error`, async ({ page }) => {
    if (kind === "not found") allowConsole(...notFoundConsole);
    // A not-found document does not hydrate (it has no islands): it is ready when it shows.
    const ready =
      kind === "not found" ? (page: Page) => expect(page.locator("[data-not-found]")).toBeVisible() : hydrated;
    await page.goto(path);
    await ready(page);
    await expectBlocked(page);
    const banner = bannerSteps[kind];
    if (banner)
      await test.step(banner.title, async () => {
        const region = page.getByRole("region", { name: messages.en.cookie.title });
        await region.getByRole("button", { name: messages.en.cookie[banner.button] }).click();
        await expect(region).toBeHidden();
      });
    await test.step("loads, reloads and navigates without an error", async () => {
      // Scroll restoration saves positions on leaving a page and reads them on arriving.
      await page.mouse.wheel(0, 600);
      await page.reload();
      await ready(page);
      // A link to another page, and back.
      const [name, next] =
        path === "/en" ? [messages.en.footer.impressum, /\/en\/impressum$/] : [messages.en.footer.home, /\/en$/];
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(next);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await ready(page);
    });
  });
}
