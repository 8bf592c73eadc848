import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { atRest } from "./site";

/**
 * What the screen must hold, asked of a page already loaded (accessibility.spec.ts asks them of
 * every page): tap targets (WCAG 2.5.8) and reflow (WCAG 1.4.10). The window is resized on the
 * same load, as zooming a page resizes its viewport.
 */

/**
 * docs/product.md: tap targets of at least 24 × 24 px. Every control outside running text smaller
 * than that, as the page stands now. Links inside running text (a paragraph, a table cell, the
 * legal texts' articles) are exempt, as WCAG 2.5.8 exempts them; so is what is not drawn (the skip
 * link until it has focus, the closed menus' contents).
 */
export const smallControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, summary, select, input, [role=button]")]
      .filter((element) => !element.closest("p, td, th, article, noscript"))
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      // A card's link stretched over the card by its ::after: the card is the target.
      .map((element) => {
        const after = getComputedStyle(element, "::after");
        const stretched = after.content !== "none" && after.position === "absolute" && element.offsetParent;
        return { element, box: (stretched ? element.offsetParent! : element).getBoundingClientRect() };
      })
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < 24 || box.height < 24))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(box.width)} × ${Math.round(box.height)}`,
      ),
  );

/** 320 × 256 CSS px: what a 1280 × 1024 screen shows at 400 % zoom (WCAG 1.4.10). */
export const zoomed = { width: 320, height: 256 };

/**
 * At 400 % zoom with the cookie banner open: nothing scrolls sideways, the banner stands below the
 * header and above the screen's bottom (it began above the header's top), and its last button can
 * be scrolled to inside it. Leaves the window at 320 × 256.
 */
export async function expectZoomedBanner(page: Page, banner: Locator) {
  await page.setViewportSize(zoomed);
  // Measured where it comes to rest, not while it moves (a run measured 4 px too low).
  await atRest(banner);
  const box = (await banner.boundingBox())!;
  const header = (await page.getByRole("banner").boundingBox())!;
  expect(box.y, "320 × 256: the banner's top, below the header").toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, "320 × 256: the banner's bottom").toBeLessThanOrEqual(zoomed.height);
  const last = banner.getByRole("button").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last, "320 × 256: the banner's last button").toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "320 × 256: no sideways scrolling").toBeLessThanOrEqual(zoomed.width);
}
