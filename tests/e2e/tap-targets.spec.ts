import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { desktop, phone } from "./site";

/**
 * docs/product.md: tap targets of at least 24 × 24 px. Links inside running text (a paragraph, a
 * table cell, the legal texts' articles) are exempt, as WCAG 2.5.8 exempts them; so is what is
 * not drawn (the skip link until it has focus, the closed menus' contents).
 */
const pages = ["/de", "/fr/pberg", "/es/mitte", "/it/booknow", "/de/datenschutz", "/fr/agb", "/en/impressum"];

/** Every control outside running text smaller than 24 × 24 px, as the page stands now. */
const smallControls = (page: Page) =>
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

// One load a page, the window resized between the widths (as accessibility.spec.ts does).
test("every control outside running text is at least 24 × 24 px at 375 and 1280 px", async ({ page }) => {
  const small: Record<number, string[]> = { [phone.width]: [], [desktop.width]: [] };
  for (const path of pages) {
    await page.setViewportSize(phone);
    await page.goto(path);
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      small[viewport.width]!.push(...(await smallControls(page)).map((entry) => `${path}: ${entry}`));
    }
  }
  for (const viewport of [phone, desktop])
    expect(
      small[viewport.width],
      `every control outside running text is at least 24 × 24 px at ${viewport.width} px`,
    ).toEqual([]);
});
