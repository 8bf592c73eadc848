import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { afterFrames, decided, messages, phone, pageReady } from "./site";

/** Every request the page makes to a Google host, whether a fake answers it or not. */
function googleRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/(^|\.)google(apis)?\.com$|gstatic\.com$/.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

const section = (page: Page) => page.locator("section[aria-labelledby=location]");
const mapFrame = (page: Page) => section(page).locator("iframe");

// The map's markup (the address, the link to Google Maps in a new tab, the frame's name and lazy
// loading in its template, the address and link under a loaded map) is asked of the build:
// tests/built/apartment-page.test.ts. The map area's 400 px before consent: apartment.spec.ts.
test("before consent: nothing from Google; the button loads the map for this visit only", async ({ page }) => {
  await page.addInitScript(decided(false));
  const google = googleRequests(page);
  await page.goto("/en/pberg");
  await section(page).scrollIntoViewIfNeeded();
  // As a reader sees it: the no-break spaces the build sets (decision 040) as spaces.
  const address = (await section(page).locator("p").first().textContent())!.replace(/\s/g, " ");
  await expect(mapFrame(page)).toHaveCount(0);
  await afterFrames(page, 500);
  expect(google).toEqual([]);

  // The button loads the map for this visit only.
  await section(page).getByRole("button", { name: messages.en.map.load }).click();
  await expect(mapFrame(page)).toBeAttached();
  await expect(mapFrame(page)).toBeFocused();
  await expect.poll(() => google.length).toBeGreaterThan(0);
  expect(google[0]).toContain(`q=${encodeURIComponent(address)}`);
  expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("false");
  await page.reload();
  await expect(mapFrame(page)).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: phone });
  test("Accept in the banner shows the map without a reload", async ({ page }) => {
    const google = googleRequests(page);
    await page.goto("/de/pberg");
    await pageReady(page);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await section(page).scrollIntoViewIfNeeded();
    await afterFrames(page);
    expect(google).toEqual([]);
    await page
      .getByRole("region", { name: messages.de.cookie.title })
      .getByRole("button", { name: messages.de.cookie.accept })
      .click();
    await expect(mapFrame(page)).toBeVisible();
    await expect.poll(() => google.length).toBeGreaterThan(0);
    expect(google[0]).toContain("hl=de");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

test("Decline keeps the map off on every page", async ({ page }) => {
  const google = googleRequests(page);
  await page.goto("/it/mitte");
  await page
    .getByRole("region", { name: messages.it.cookie.title })
    .getByRole("button", { name: messages.it.cookie.decline })
    .click();
  await section(page).scrollIntoViewIfNeeded();
  await page.goto("/it/pberg");
  await section(page).scrollIntoViewIfNeeded();
  await afterFrames(page);
  await expect(mapFrame(page)).toHaveCount(0);
  expect(google).toEqual([]);
});

test("a consented map that a content blocker keeps empty still leaves the address and the link", async ({ page }) => {
  await page.addInitScript(decided(true));
  // What a blocker does: the frame's request fails (net::ERR_BLOCKED_BY_CLIENT).
  await page.route(/google\.com/, (route) => route.abort("blockedbyclient"));
  await page.goto("/it/mitte");
  const before = (await section(page).boundingBox())!.height;
  await section(page).scrollIntoViewIfNeeded();
  await expect(mapFrame(page)).toBeAttached();
  expect((await section(page).locator("> div").boundingBox())!.height).toBe(400);
  // Nothing below the map moves as it comes in (the footer moved under a guest's tap).
  expect((await section(page).boundingBox())!.height, "the section's height once the map shows").toBe(before);
  const under = section(page).locator("> div + template + p");
  await expect(under).toBeInViewport();
  await expect(under.getByRole("link", { name: new RegExp(messages.it.map.openInGoogleMaps) })).toBeVisible();
});
