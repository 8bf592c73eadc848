import type { Frame, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { decided, desktop } from "./site";

// The provider's widgets as they really behave (fakes.ts) under the site's real policies:
// not one CSP violation in any frame, and the widgets do their work.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));
test.use({ viewport: desktop });

/** Every CSP complaint of any frame, as the console reports it. */
function cspLog(page: Page) {
  const lines: string[] = [];
  page.on("console", (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) lines.push(message.text());
  });
  return lines;
}

/** The frame (the page itself or one of its frames) in which the provider drew the calendar. */
async function calendarFrame(page: Page): Promise<Frame | undefined> {
  for (const frame of page.frames()) if (await frame.locator(".multiCalendarWidget .calendar h2").count()) return frame;
  return undefined;
}

test("the provider's widgets under the site's policies: the calendar, then the booking tool, without a violation", async ({
  page,
}) => {
  const violations = cspLog(page);
  await test.step("apartment page: the calendar loads its stylesheet, posts for its months and redraws, without a violation", async () => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/cockpit/widget/single-calendar/"))
        posts.push(`${request.method()} ${request.postData()}`);
    });
    await page.goto("/en/pberg");
    await page.locator("[data-slot=calendar-area]").scrollIntoViewIfNeeded();
    await expect.poll(() => calendarFrame(page).then(Boolean), { timeout: 10_000 }).toBe(true);
    const frame = (await calendarFrame(page))!;
    await expect(frame.locator(".bigDevices .calendar h2").first()).toHaveText("November 2026");
    await frame.locator(".btn-next").click();
    await expect(frame.locator(".bigDevices .calendar h2").first()).toHaveText("December 2026");
    expect(posts).toEqual([
      expect.stringMatching(/^POST month=11&year=2026&verificationHash=\w+$/),
      expect.stringMatching(/^POST month=12&year=2026&verificationHash=\w+$/),
    ]);
    // The provider's stylesheet applied (its font and arrow image too): the arrow has its background.
    await expect(frame.locator(".btn-next")).toHaveCSS("background-image", /login\.smoobu\.com\/img\/arrow\.svg/);
    await expect.poll(() => frame.evaluate(() => document.fonts.check('16px "SmoobuIcons"'))).toBe(true);
    expect(violations).toEqual([]);
  });
  await test.step("booking page: the provider's tool and its frame load without a violation", async () => {
    await page.goto("/en/booknow/pberg");
    const frame = page.frameLocator("[data-slot=booking-area] iframe");
    await expect(frame.getByRole("heading", { name: "Booking" })).toBeVisible();
    await expect(page.locator("[data-slot=booking-area] iframe")).toHaveAttribute("style", /height: 1900px/);
    expect(violations).toEqual([]);
  });
});
