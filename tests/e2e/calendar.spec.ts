import { mitteCopy, operator } from "../content";
import type { Page } from "@playwright/test";
import { calendarSource, calendarScript, failFirst, serveScript } from "./fakes";
import { allowConsole, expect, test } from "./fixtures";
import { decided, desktop, locales, messages } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));
test.use({ viewport: desktop });

const area = (page: Page) => page.locator("[data-slot=calendar-area]");
const drawnSource = (page: Page) => area(page).locator(".fake-source");
const failedLoads = [/Failed to load resource/];

for (const locale of locales) {
  test(`${locale}: the calendar is drawn for the apartment, in the page language`, async ({ page }) => {
    const { smoobuId, verificationHash } = operator.apartments.pberg;
    await page.goto(`/${locale}/pberg`);
    await area(page).scrollIntoViewIfNeeded();
    const url = `https://login.smoobu.com/${locale}/cockpit/widget/single-calendar/${smoobuId}`;
    await expect(drawnSource(page)).toHaveText(url);
    await expect(area(page).locator(".calendarContent")).toHaveAttribute("data-verification", verificationHash);
  });
}

test("loads when the section nears the viewport, keeps its space and takes the brand colours", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => request.url() === calendarScript && requests.push(request.url()));
  await page.goto("/en/mitte");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.waitForTimeout(300);
  expect(requests).toHaveLength(0);
  const before = (await area(page).boundingBox())!.height;
  expect(before).toBeGreaterThanOrEqual(600);
  await area(page).scrollIntoViewIfNeeded();
  await expect(drawnSource(page)).toContainText(operator.apartments.mitte.smoobuId);
  expect((await area(page).boundingBox())!.height).toBe(before);
  expect(requests).toHaveLength(1);
  // The watcher's inline overrides: header dark blue on lime, the provider's link hidden.
  const header = area(page).locator(".calendar-header");
  await expect(header).toHaveAttribute("style", /background-color: rgb\(11, 31, 58\) !important/);
  await expect(header).toHaveCSS("color", "rgb(220, 249, 138)");
  await expect(area(page).locator(".blocked")).toHaveAttribute("style", /rgb\(11, 31, 58\)/);
  await expect(area(page).locator(".smoobu-link")).toBeHidden();
});

test("two failed loads, then the calendar: retried about 1 s and 3 s later", async ({ page }) => {
  allowConsole(...failedLoads);
  const times = await failFirst(page, calendarScript, 2, calendarSource);
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expect(drawnSource(page)).toBeVisible({ timeout: 10_000 });
  expect(times).toHaveLength(3);
  const [first, second] = [times[1]! - times[0]!, times[2]! - times[1]!];
  expect(first).toBeGreaterThanOrEqual(950);
  expect(first).toBeLessThan(2000);
  expect(second).toBeGreaterThanOrEqual(2950);
  expect(second).toBeLessThan(4500);
});

test("after the last failure: a message in the page language and a link to the booking page", async ({ page }) => {
  allowConsole(...failedLoads);
  const times = await failFirst(page, calendarScript, 3, calendarSource);
  await page.goto("/fr/pberg");
  await area(page).scrollIntoViewIfNeeded();
  const alert = area(page).getByRole("alert");
  await expect(alert).toContainText(messages.fr.embed.calendarFailed, { timeout: 10_000 });
  expect(times).toHaveLength(3);
  const link = alert.getByRole("link", { name: messages.fr.embed.openBooking });
  await expect(link).toHaveAttribute("href", "/fr/booknow/pberg");
  expect((await area(page).boundingBox())!.height).toBeGreaterThanOrEqual(600);
});

test("client-side navigation to the other apartment draws its calendar, once", async ({ page }) => {
  await page.goto("/en/pberg");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await area(page).scrollIntoViewIfNeeded();
  await expect(drawnSource(page)).toContainText(operator.apartments.pberg.smoobuId);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("banner").getByRole("link", { name: messages.en.nav.mitte, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/mitte$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mitteCopy.title.en);
  await area(page).scrollIntoViewIfNeeded();
  await expect(drawnSource(page)).toContainText(operator.apartments.mitte.smoobuId);
  await expect(page.locator(".calendarContent")).toHaveCount(1);
  const state = await page.evaluate(() => {
    const w = window as unknown as { marker?: boolean; __calendarRuns?: number };
    return { marker: w.marker, runs: w.__calendarRuns };
  });
  // Still the same document (no reload), and the provider's script ran once per apartment.
  expect(state).toEqual({ marker: true, runs: 2 });
});

test("a script that loads but draws nothing ends in the message too", async ({ page }) => {
  await page.route(calendarScript, serveScript("window.__calendarRuns = 1;"));
  await page.goto("/en/mitte");
  await area(page).scrollIntoViewIfNeeded();
  await expect(area(page).getByRole("status")).toHaveText(messages.en.embed.loading);
  await expect(area(page).getByRole("alert")).toContainText(messages.en.embed.calendarFailed, { timeout: 15_000 });
});
