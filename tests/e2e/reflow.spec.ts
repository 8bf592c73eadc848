import { expect, test } from "./fixtures";
import { expectBookingBarWhole } from "./screen";
import { pageReady } from "./site";

/**
 * WCAG 1.4.10 (reflow) beyond what every page's load asks at 320 × 256 (accessibility.spec.ts:
 * no sideways scrolling, the open banner on the screen, the booking bar's facts whole) and the
 * language menu's (header-phone.spec.ts): German's booking bar in the brand font.
 */
// The phone's booking bar at 320 px in German, in the brand font (it comes with the second page
// of a visit); in the other languages at 320 px, and with wider text spacing at 375 px, it is
// asked on the accessibility sweep's loads (accessibility.spec.ts, screen.ts).
test("/de/pberg at 320 px, in the brand font: the booking bar's facts whole or left out, its text inside it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "false"));
  await page.goto("/de");
  await pageReady(page);
  await page.locator('main a[href="/de/pberg"]').first().click();
  await expect(page).toHaveURL(/\/de\/pberg$/);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily))
    .toMatch(/^"?Figtree/);
  await page.evaluate(() => document.fonts.ready);
  await expectBookingBarWhole(page, "320 px");
});
