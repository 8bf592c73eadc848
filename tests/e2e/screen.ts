import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { atRest, desktop, phone } from "./site";

/**
 * What the screen must hold, asked of a page already loaded (accessibility.spec.ts asks them of
 * every page): tap targets (WCAG 2.5.8), reflow (WCAG 1.4.10) and text spacing (WCAG 1.4.12). The window is resized on the
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

/**
 * Asked of a page loaded at 375 px, there and again at 1280 px on the same load, a step a width:
 * the layout follows the width, and what the guest opened stays open.
 */
export async function atBothWidths(page: Page, ask: (viewport: typeof phone) => Promise<void>) {
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await test.step(`${viewport.width} px`, () => ask(viewport));
  }
}

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

/** WCAG 1.4.12's text spacing, as its bookmarklet applies it to every element. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Applies WCAG 1.4.12's text spacing as a reader's own style sheet would: through the CSSOM, which the pages' policy allows (no inline <style>). */
export const widenTextSpacing = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, textSpacing);

/**
 * The phone's booking bar has one line for its facts. They were cut mid-word ("2 Schlafzim…") at
 * 320 px in every language and in German at 375, and with wider text spacing its title rose above
 * the bar over the page. Asks, at the window's width now: its title and facts inside it, the title
 * whole, the guests shown, and every fact shown whole.
 */
export async function expectBookingBarWhole(page: Page, at: string) {
  const bar = page.locator("[data-slot=booking-bar]");
  const layout = await bar.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const [title, facts] = [...element.querySelector(":scope > div > div")!.children] as HTMLElement[];
    const line = facts!.getBoundingClientRect();
    return {
      inside: [title!, facts!].every((part) => {
        const { top, bottom } = part.getBoundingClientRect();
        return top >= box.top && bottom <= box.bottom;
      }),
      titleWhole: title!.scrollWidth <= title!.clientWidth,
      // Its parts, or the line itself when it is one run of text.
      facts: (facts!.children.length > 0 ? [...facts!.children] : [facts!]).map((fact) => {
        const { top } = fact.getBoundingClientRect();
        const shown = top < line.bottom - 1;
        return { text: fact.textContent, shown, whole: fact.scrollWidth <= fact.clientWidth + 1 };
      }),
    };
  });
  expect(layout.inside, `${at}: the booking bar's title and facts inside it`).toBe(true);
  expect(layout.titleWhole, `${at}: the booking bar's title whole`).toBe(true);
  expect(layout.facts[0]!.shown, `${at}: the booking bar shows the guests`).toBe(true);
  for (const fact of layout.facts) if (fact.shown) expect(fact.whole, `${at}: ${fact.text}: not cut`).toBe(true);
}
