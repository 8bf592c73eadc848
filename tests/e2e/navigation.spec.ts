import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { decided, pageReady, phone } from "./site";

/**
 * Moving between pages is a document load (decision 024): a new page starts at its top, a reload
 * and the browser's back button return to where the guest was (the browser's own scroll
 * restoration and back/forward cache), and links to the site's pages are fetched ahead by the
 * browser (Speculation Rules).
 */
test.use({ viewport: phone });
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const map = (page: Page) => page.locator("section[aria-labelledby=location]");
const top = (page: Page) => map(page).evaluate((section) => Math.round(section.getBoundingClientRect().top));

/** Scrolls the map section to the top of the view and returns where it stands. */
async function scrollToMap(page: Page) {
  await map(page).evaluate((section) => section.scrollIntoView({ block: "start" }));
  await expect.poll(() => top(page)).toBeGreaterThan(0);
  return top(page);
}

test("/en/pberg: a reload and back return to the map; a link starts the next page at its top; a link under the pointer is fetched ahead", async ({
  page,
}) => {
  await page.goto("/en/pberg");
  await pageReady(page);
  const at = await scrollToMap(page);
  await test.step("a reload at the map returns to the map", async () => {
    await page.reload();
    await expect.poll(() => top(page)).toBe(at);
  });
  await test.step("a link starts the next page at its top; back returns to the place", async () => {
    // Back at the map (the step before restored it).
    expect(await scrollToMap(page)).toBe(at);
    // Followed where it is, not scrolled to first (as Playwright's click would): the page is left at the map.
    await page.locator("footer a[href='/en/agb']").evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/en\/agb$/);
    await pageReady(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/pberg$/);
    await expect.poll(() => top(page)).toBe(at);
  });
  // From header-footer.spec.ts: its other leg (an apartment page to a legal page) is the step above.
  await test.step("every new navigation starts at the top: an apartment's page too", async () => {
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Mitte" }).click();
    await expect(page).toHaveURL(/\/en\/mitte$/);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  });
  // At 1280 px, where the header shows its links; /en/pberg has not been fetched ahead before (it
  // was loaded, and left by a script's click, which no pointer made).
  await test.step("the site's pages are fetched ahead when a pointer rests on their links (Speculation Rules)", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The browser's own prefetch, reported by the DevTools protocol (it does not pass the page's
    // request events, nor the tests' request routing).
    const cdp = await page.context().newCDPSession(page);
    const statuses: string[] = [];
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (new URL(event.prefetchUrl).pathname === "/en/pberg") statuses.push(event.status);
    });
    await cdp.send("Preload.enable");
    const rules = await page.locator("script[type=speculationrules]").textContent();
    expect(JSON.parse(rules!)).toMatchObject({ prefetch: [{ eagerness: "moderate" }] });
    expect(statuses).toEqual([]);
    await page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "PBerg" }).hover();
    await expect.poll(() => statuses.at(-1)).toBe("Ready");
  });
});
