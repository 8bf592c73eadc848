import type { Locator, Page } from "@playwright/test";
import { banner } from "./banner";
import { expect, test } from "./fixtures";
import { atBothWidths } from "./screen";
import { atRest, decided, messages, phone, type Locale, pageReady } from "./site";

/**
 * docs/product.md: on an apartment page the apartment's booking action is always at hand.
 * Wide screens: a sticky card beside the content; phones: a sticky bottom bar that hides
 * neither the footer's last line nor the cookie banner (the banner sits above the bar). Where
 * the book links lead is asked of the build (tests/built/apartment-page.test.ts).
 */
type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share more than the one pixel that subpixel layout and whole-pixel scrolling may round away. */
const overlaps = (a: Box, b: Box) =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;

const wide = (page: Page) => page.viewportSize()!.width >= 1024;
/** The sticky booking area of the viewport's layout: the card, or the bar. */
const stickyArea = (page: Page) => page.locator(wide(page) ? "[data-slot=booking-card]" : "[data-slot=booking-bar]");
/** Its book action: the card's Book these dates, or the bar's button that opens the card as a sheet. */
const bookAction = (page: Page, locale: Locale) =>
  stickyArea(page).getByRole("button", {
    name: wide(page) ? messages[locale].dates.submit : messages[locale].dates.openForm,
  });
const lastFooterLine = (page: Page) => page.locator("footer p").last();

/** Scroll positions from the top to the very bottom, half a screen apart. */
async function scrollPositions(page: Page): Promise<number[]> {
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: innerHeight,
  }));
  const max = height - screen;
  const positions: number[] = [];
  for (let y = 0; y < max; y += Math.round(screen / 2)) positions.push(y);
  return [...positions, max];
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

/** The link is the element a tap at its centre reaches: nothing lies over it. */
const reachable = (link: Locator) =>
  link.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });

/**
 * At every scroll position the area's book action is in view, below the header and reachable, and
 * the area is clear of the banner; at the end the footer's last line is in view above the bar.
 */
async function expectBookingAtHand(page: Page, locale: Locale, slug: string, bannerOpen: boolean) {
  const area = stickyArea(page);
  const link = bookAction(page, locale);
  const { height } = page.viewportSize()!;
  const header = (await page.locator("body > header").boundingBox())!;
  const positions = await scrollPositions(page);
  expect(positions.length).toBeGreaterThan(4);
  for (const y of positions) {
    await scrollTo(page, y);
    const box = await link.boundingBox();
    expect(box, `book action at scroll ${y}`).not.toBeNull();
    expect(box!.y, `below the header at scroll ${y}`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box!.y + box!.height, `inside the viewport at scroll ${y}`).toBeLessThanOrEqual(height);
    expect(await reachable(link), `nothing covers the action at scroll ${y}`).toBe(true);
    const areaBox = (await area.boundingBox())!;
    // The card stays clear of the footer; the bar lets the page scroll past it, up to the end (below).
    if (wide(page)) {
      const last = (await lastFooterLine(page).boundingBox())!;
      expect(overlaps(areaBox, last), `clear of the footer's last line at scroll ${y}`).toBe(false);
    }
    if (bannerOpen) {
      const bannerBox = (await banner(page, locale).boundingBox())!;
      expect(overlaps(areaBox, bannerBox), `clear of the cookie banner at scroll ${y}`).toBe(false);
    }
  }
  // At the very end the footer's last line is fully in view, above the bar.
  const last = (await lastFooterLine(page).boundingBox())!;
  const areaBox = (await area.boundingBox())!;
  expect(overlaps(areaBox, last), "clear of the footer's last line at the end").toBe(false);
  expect(last.y + last.height).toBeLessThanOrEqual((wide(page) ? height : areaBox.y) + 1);
}

test.describe("at 375 and 1280 px", () => {
  test.use({ viewport: phone });

  test("the book action is in view at every scroll position", async ({ page }) => {
    await page.addInitScript(decided());
    for (const [locale, slug] of [
      ["en", "pberg"],
      ["de", "mitte"],
    ] as const)
      await test.step(`/${locale}/${slug}: the book action is in view at every scroll position`, async () => {
        await page.goto(`/${locale}/${slug}`);
        await pageReady(page);
        await atBothWidths(page, () => expectBookingAtHand(page, locale, slug, false));
      });
  });

  test("/fr/pberg with the cookie banner open: the banner and the booking action leave each other clear", async ({
    page,
  }) => {
    await page.goto("/fr/pberg");
    await pageReady(page);
    const region = banner(page, "fr");
    await expect(region).toBeVisible();
    await atBothWidths(page, async () => {
      await atRest(region);
      await expectBookingAtHand(page, "fr", "pberg", true);
      expect(await reachable(region.getByRole("button", { name: messages.fr.cookie.accept }))).toBe(true);
    });
  });
});

test.describe("on a phone with a home indicator", () => {
  test.use({ viewport: phone });

  test("the bar keeps its button above the bottom safe area", async ({ page }) => {
    await page.addInitScript(decided());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send(
      "Emulation.setSafeAreaInsetsOverride" as "Emulation.setDeviceMetricsOverride",
      {
        insets: { top: 0, left: 0, right: 0, bottom: 34 },
      } as never,
    );
    await page.goto("/en/pberg");
    await pageReady(page);
    const bar = (await stickyArea(page).boundingBox())!;
    const link = (await bookAction(page, "en").boundingBox())!;
    expect(bar.y + bar.height).toBe(phone.height);
    expect(link.y + link.height).toBeLessThanOrEqual(phone.height - 34);
    await expectBookingAtHand(page, "en", "pberg", false);
  });
});
