import type { Frame, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { atBothWidths } from "./screen";
import { decided, messages, phone, pageReady } from "./site";

// axe on the states a page reaches after the guest acts (every page as it loads is judged by the
// sweep, accessibility.spec.ts): open accordion, open viewer, map and calendar, the booking tool.
/** axe at 375 px, then at 1280 px on the same load: what the guest opened stays open. */
const expectNoViolationsAtBothWidths = (page: Page, frame?: () => Frame) =>
  atBothWidths(page, async ({ width }) => {
    if (frame) expect(await axeViolations(frame()), `${width} px, the calendar's frame`).toEqual([]);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  });

test.describe("axe after interaction, at 375 and 1280 px", () => {
  test.use({ viewport: phone });
  test.beforeEach(async ({ page }) => page.addInitScript(decided()));

  test("amenities open, map loaded and calendar drawn", async ({ page }) => {
    const t = messages.de;
    await page.goto("/de/pberg");
    await pageReady(page);
    const amenities = page.locator("section[aria-labelledby=amenities]");
    await amenities.locator("summary").first().click();
    await expect(amenities.locator("details[open]")).toHaveCount(1);
    await page.locator("[data-slot=calendar-area]").scrollIntoViewIfNeeded();
    await expect(page.locator("[data-slot=calendar-area]")).toHaveAttribute("data-status", "drawn");
    // The calendar's own document (decision 010), as the provider draws it.
    const calendar = () => page.frames().find((frame) => frame.url().includes("/embed/calendar"))!;
    await expect(calendar().locator(".multiCalendarWidget .fullCalendar:visible .calendar h2").first()).toBeVisible();
    await page.getByRole("button", { name: t.map.load }).click();
    await expect(page.locator("section[aria-labelledby=location] iframe")).toBeVisible();
    await expectNoViolationsAtBothWidths(page, calendar);
  });

  test("photo viewer open", async ({ page }) => {
    await page.goto("/en/mitte");
    await pageReady(page);
    await page.locator("[data-slot=thumbnails] a").nth(1).click();
    await expect(page.getByRole("dialog", { name: messages.en.apartment.viewerLabel })).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
  });

  test("booking page with its tool", async ({ page }) => {
    await page.goto("/fr/booknow/mitte");
    await expect(page.locator("[data-slot=booking-area] iframe")).toBeVisible();
    await expectNoViolationsAtBothWidths(page);
  });
});
