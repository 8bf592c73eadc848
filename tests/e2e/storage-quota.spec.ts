import { apartmentFacts } from "../content";
import { expect, test } from "./fixtures";
import { messages, pageReady } from "./site";

/**
 * Storage that is there but refuses reads and writes (Safari's old private mode threw
 * QuotaExceededError on every setItem; an extension or policy can do the same to getItem), while
 * `length` still answers. No page may log an error or throw: the fixture fails on either. The
 * guard in app/root.tsx once only tried `sessionStorage.length`, so React Router's scroll
 * restoration threw on every page load.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    }
  });
});

test("pages load, navigate and reload, and the banner still closes", async ({ page }) => {
  await page.goto("/de/pberg");
  await pageReady(page);
  await page.getByRole("contentinfo").getByRole("link", { name: apartmentFacts.mitte.district }).click();
  await expect(page).toHaveURL(/\/de\/mitte$/);
  await page.reload();
  await pageReady(page);
  const banner = page.getByRole("region", { name: messages.de.cookie.title });
  await banner.getByRole("button", { name: messages.de.cookie.decline }).click();
  await expect(banner).toBeHidden();
});
