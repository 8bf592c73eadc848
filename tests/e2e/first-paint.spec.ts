import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { decided, phone } from "./site";

/**
 * Decision 022: while an apartment page loads, its sections below the first screen, the footer and
 * the carousel's other photos are laid out only near the view (content-visibility: auto, with
 * stand-in heights). A position to restore needs the real heights above it: React Router's
 * restore on a reload must land where the guest was, before React has the page (the script
 * before React Router's, app/components/scroll-restoration-guard.tsx) and after (app/root.tsx,
 * which also lays everything out before a client-side navigation draws another page).
 */
test.use({ viewport: phone });
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const map = (page: Page) => page.locator("section[aria-labelledby=location]");
const top = (page: Page) => map(page).evaluate((section) => Math.round(section.getBoundingClientRect().top));
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
/** Whether the map section, the footer and the carousel's last photo are each laid out (not skipped). */
const laidOut = (page: Page) =>
  page.evaluate(() =>
    [
      document.querySelector("section[aria-labelledby=location]"),
      document.querySelector("body > footer"),
      document.querySelector("[data-carousel-track] > :last-child > a"),
    ].map((element) => !!element && getComputedStyle(element).contentVisibility !== "auto"),
  );

/** Holds React's entry back until the returned function is called: the page stays the prerendered HTML. */
async function holdReact(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Scrolls the map section to the top of the view and returns where it stands, as React Router stores it. */
async function scrollToMap(page: Page) {
  await map(page).evaluate((section) => section.scrollIntoView({ block: "start" }));
  // React Router stores the position when the page is left; the section stands below the header.
  await expect.poll(() => top(page)).toBeGreaterThan(0);
  return top(page);
}

test("below the first screen nothing is laid out while the page loads; once React has the page, all of it is", async ({
  page,
}) => {
  const release = await holdReact(page);
  await page.goto("/en/pberg", { waitUntil: "domcontentloaded" });
  expect(await laidOut(page)).toEqual([false, false, false]);
  release();
  await hydrated(page);
  expect(await laidOut(page)).toEqual([true, true, true]);
});

test("a reload at the map returns to the map, before React has the page and after", async ({ page }) => {
  await page.goto("/en/pberg");
  await hydrated(page);
  const at = await scrollToMap(page);
  const release = await holdReact(page);
  await page.reload({ waitUntil: "load" });
  expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  // The script before React Router's saw the stored position and had everything laid out.
  expect(await laidOut(page)).toEqual([true, true, true]);
  await expect.poll(() => top(page)).toBe(at);
  release();
  await hydrated(page);
  await expect.poll(() => top(page)).toBe(at);
});
