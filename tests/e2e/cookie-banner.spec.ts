import { banner, keyboardDecision, reopenAndChoose, stored } from "./banner";
import { expect, test } from "./fixtures";
import { messages, pageReady } from "./site";

// What the banner says on each page, in its language (its title, words, link and buttons, the map
// only where there is one), is read from the built documents (tests/built/cookie-banner.test.ts);
// that it is shown as the document is parsed, with Accept and Decline alike, stands inside a
// phone's screen and covers at most a quarter of it is asked of every URL by the accessibility
// sweep (accessibility.spec.ts); that it works with storage blocked, by storage-blocked.spec.ts; on a not-found document, by not-found.spec.ts.

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
// document: not-found.spec.ts, which asks its banner too).
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
