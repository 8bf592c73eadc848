import type { Page } from "@playwright/test";
import { allowConsole, expect, notFoundConsole, test } from "./fixtures";
import { messages, pageReady } from "./site";

// What the banner says on each page, in its language (its title, words, link and buttons, the map
// only where there is one), is read from the built documents (tests/built/cookie-banner.test.ts);
// that it is shown as the document is parsed, with Accept and Decline alike, stands inside a
// phone's screen and covers at most a quarter of it is asked of every URL by the accessibility
// sweep (accessibility.spec.ts); that it works with storage blocked, by storage-blocked.spec.ts.
const banner = (page: Page, locale: keyof typeof messages = "en") =>
  page.getByRole("region", { name: messages[locale].cookie.title });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("cookiesAccepted"));

/** Privacy settings (a German page's) reopens the banner, focused; a choice closes it and focus returns. */
async function reopenAndChoose(page: Page, button: "accept" | "decline") {
  const settings = page.getByRole("button", { name: messages.de.footer.privacySettings });
  await settings.click();
  await expect(banner(page, "de")).toBeVisible();
  await expect(banner(page, "de")).toBeFocused();
  await banner(page, "de").getByRole("button", { name: messages.de.cookie[button] }).click();
  await expect(banner(page, "de")).toBeHidden();
  await expect(settings).toBeFocused();
}

// A choice stays made after a reload and on other pages, each of them; Privacy settings reopens the
// banner on any page, and a new choice replaces the old.
test("accept and decline are stored, stay made after a reload and on other pages; Privacy settings reopens", async ({
  page,
}) => {
  const stays = async (locale: keyof typeof messages, value: string) => {
    expect(await stored(page)).toBe(value);
    await page.reload();
    await pageReady(page);
    await expect(banner(page, locale)).toBeHidden();
  };
  await test.step('accept on /en stores "true", which holds after a reload and on /de/pberg', async () => {
    await page.goto("/en");
    await banner(page).getByRole("button", { name: messages.en.cookie.accept }).click();
    await expect(banner(page)).toBeHidden();
    await stays("en", "true");
    await page.goto("/de/pberg");
    await pageReady(page);
    await expect(banner(page, "de")).toBeHidden();
  });
  await test.step('Privacy settings on /de/pberg reopens it; decline stores "false", which holds after a reload and on /de', async () => {
    await reopenAndChoose(page, "decline");
    await stays("de", "false");
    await page.goto("/de");
    await pageReady(page);
    await expect(banner(page, "de")).toBeHidden();
  });
});

// The first visit's decision, made from the keyboard: focus lands on the page's content (where
// the skip link leads), not on the document's body, with or without React (on a not-found
// document, below).
test("/fr/pberg: after the skip link in the tab order; a first decision by keyboard leaves focus on the content", async ({
  page,
}) => {
  await page.goto("/fr/pberg");
  await pageReady(page);
  await test.step("comes right after the skip link in the tab order", async () => {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: messages.fr.nav.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page, "fr").getByRole("link", { name: messages.fr.cookie.learnMore })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page, "fr").getByRole("button", { name: messages.fr.cookie.decline })).toBeFocused();
  });
  await test.step("a first decision by keyboard leaves focus on the content, /fr/pberg", () =>
    keyboardDecision(page, "fr", "accept"));
});

async function keyboardDecision(page: Page, locale: "fr" | "de", button: "accept" | "decline") {
  await banner(page, locale).getByRole("button", { name: messages[locale].cookie[button] }).focus();
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press("Enter");
  await expect(banner(page, locale)).toBeHidden();
  await expect(page.locator("main")).toBeFocused();
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);
}

// A not-found document is answered for any path: its banner keeps the same choice, under the same
// key, as every page.
test("on a not-found document the banner works, by keyboard too, and agrees with the other pages", async ({ page }) => {
  allowConsole(...notFoundConsole);
  await page.goto("/de/nicht-da");
  // Made from the keyboard: focus on its content too, though it has no React.
  await keyboardDecision(page, "de", "decline");
  expect(await stored(page)).toBe("false");
  await reopenAndChoose(page, "accept");
  expect(await stored(page)).toBe("true");
  await page.goto("/de");
  await pageReady(page);
  await expect(banner(page, "de")).toBeHidden();
  // And the other way round: a choice made on a page stays made on a not-found document.
  await page.goto("/xx");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(banner(page)).toBeHidden();
});
