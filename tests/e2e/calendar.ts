import type { Page } from "@playwright/test";

// The calendar's area and the provider's calendar in its frame (fakes.ts draws it), for
// calendar.spec.ts, calendar-styles.spec.ts and calendar-failure.spec.ts.

export const area = (page: Page) => page.locator("[data-slot=calendar-area]");
export const calendar = (page: Page) => page.frameLocator("[data-slot=calendar-area] iframe");
export const heading = (page: Page) => calendar(page).locator(".fullCalendar:visible .calendar h2").first();
/** What the console says of a load the tests make fail. */
export const failedLoads = [/Failed to load resource/];
/** The brand's colours, as the calendar must draw them. */
export const navy = "rgb(11, 31, 58)";
export const lime = "rgb(220, 249, 138)";
