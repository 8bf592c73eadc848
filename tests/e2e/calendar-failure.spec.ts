import type { Page } from "@playwright/test";
import { calendarSource, calendarScript, failFirst, hang, serveScript } from "./fakes";
import { allowConsole, expect, expectHostContact, test } from "./fixtures";
import { decided, desktop, messages } from "./site";
import { area, failedLoads, heading } from "./calendar";

// The provider's script failing, hanging or never drawing: retries, then the message.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));
test.use({ viewport: desktop });

/** One attempt of the calendar's frame to load the provider's script, on the frame's clock. */
type Attempt = { added: number; failed?: number };

test("two failed loads, then the calendar: retried about 1 s and 3 s later", async ({ page }) => {
  allowConsole(...failedLoads);
  const times = await failFirst(page, calendarScript, 2, calendarSource);
  // In the calendar's frame, on its own clock: when each attempt's script went in and when it
  // failed. The gaps are the frame's waits alone, not the test process's answers to the requests,
  // which a busy machine delays.
  await page.addInitScript((src) => {
    const attempts: Attempt[] = [];
    Object.assign(window, { calendarAttempts: attempts });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLScriptElement && node.src === src) {
          const attempt: Attempt = { added: performance.now() };
          attempts.push(attempt);
          node.addEventListener("error", () => (attempt.failed = performance.now()));
        }
    }).observe(document, { childList: true, subtree: true });
  }, calendarScript);
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expect(heading(page)).toBeVisible({ timeout: 10_000 });
  expect(times).toHaveLength(3);
  const frame = page.frames().find((frame) => frame.url().includes("/embed/calendar"))!;
  const attempts = await frame.evaluate(() => (window as unknown as { calendarAttempts: Attempt[] }).calendarAttempts);
  expect(attempts).toHaveLength(3);
  const [first, second] = [attempts[1]!.added - attempts[0]!.failed!, attempts[2]!.added - attempts[1]!.failed!];
  expect(first).toBeGreaterThanOrEqual(995);
  expect(first).toBeLessThan(2000);
  expect(second).toBeGreaterThanOrEqual(2995);
  expect(second).toBeLessThan(4500);
});

/**
 * The failure message: in the page language, with every way forward. `since`: shown within 20 s
 * of that moment; without it, the test ran the page's clock (the message must be there already).
 */
async function expectFailure(page: Page, locale: "fr" | "en", since?: number) {
  const t = messages[locale].embed;
  const alert = area(page).getByRole("alert");
  await expect(alert).toContainText(t.calendarFailed, { timeout: since === undefined ? 5_000 : 20_000 });
  if (since !== undefined) expect(Date.now() - since).toBeLessThan(20_000);
  await expect(alert.getByRole("link", { name: t.openBooking })).toHaveAttribute("href", `/${locale}/booknow/pberg`);
  await expectHostContact(alert);
  await expect(alert.getByRole("button", { name: t.retry })).toBeVisible();
  expect((await area(page).boundingBox())!.height).toBeGreaterThanOrEqual(600);
}

test("after the last failure: the message, and Try again draws the calendar", async ({ page }) => {
  allowConsole(...failedLoads);
  const times = await failFirst(page, calendarScript, 3, calendarSource);
  await page.goto("/fr/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expectFailure(page, "fr", Date.now());
  expect(times).toHaveLength(3);
  // From the keyboard: the button goes, focus stays in the area (not on the body).
  await area(page).getByRole("button", { name: messages.fr.embed.retry }).focus();
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("November 2026");
  await expect(area(page).getByRole("alert")).toHaveCount(0);
  await expect(area(page)).toBeFocused();
});

/** From the moment the area is loading, 20 s of the page's clock (frame included, retries and all). */
async function twentySecondsLater(page: Page) {
  await expect(area(page)).toHaveAttribute("data-status", "loading");
  await expect(area(page).getByRole("alert")).toHaveCount(0);
  await page.clock.runFor(20_000);
}

test("a script that never answers ends in the message within 20 s", async ({ page }) => {
  await page.clock.install();
  // Chromium hands a retry of the same URL the request still pending: one request in all.
  const times = await hang(page, calendarScript);
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  // The script was asked for (and hangs) before the clock runs: else the 20 s would pass before the
  // frame's request, and the test would see another failure (it did, 3 runs in 4, on the runtime).
  await expect.poll(() => times.length).toBeGreaterThanOrEqual(1);
  await twentySecondsLater(page);
  await expectFailure(page, "en");
});

test("a script that loads but never draws ends in the message within 20 s", async ({ page }) => {
  await page.clock.install();
  await page.route(calendarScript, serveScript("window.__calendarRuns = 1;"));
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expect(area(page).getByRole("status")).toHaveText(messages.en.embed.calendarLoading);
  await twentySecondsLater(page);
  await expectFailure(page, "en");
});
