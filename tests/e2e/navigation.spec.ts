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

test("a reload at the map returns to the map", async ({ page }) => {
  await page.goto("/en/pberg");
  await pageReady(page);
  const at = await scrollToMap(page);
  await page.reload();
  await expect.poll(() => top(page)).toBe(at);
});

test("a link starts the next page at its top; back returns to the place", async ({ page }) => {
  await page.goto("/en/pberg");
  await pageReady(page);
  const at = await scrollToMap(page);
  // Followed where it is, not scrolled to first (as Playwright's click would): the page is left at the map.
  await page.locator("footer a[href='/en/agb']").evaluate((link: HTMLAnchorElement) => link.click());
  await expect(page).toHaveURL(/\/en\/agb$/);
  await pageReady(page);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/pberg$/);
  await expect.poll(() => top(page)).toBe(at);
});

test("the site's pages are fetched ahead when a pointer rests on their links (Speculation Rules)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The browser's own prefetch, reported by the DevTools protocol (it does not pass the page's
  // request events, nor the tests' request routing).
  const cdp = await page.context().newCDPSession(page);
  const statuses: string[] = [];
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    if (new URL(event.prefetchUrl).pathname === "/en/mitte") statuses.push(event.status);
  });
  await cdp.send("Preload.enable");
  await page.goto("/en");
  await pageReady(page);
  const rules = await page.locator("script[type=speculationrules]").textContent();
  expect(JSON.parse(rules!)).toMatchObject({ prefetch: [{ eagerness: "moderate" }] });
  expect(statuses).toEqual([]);
  await page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Mitte" }).hover();
  await expect.poll(() => statuses.at(-1)).toBe("Ready");
});
