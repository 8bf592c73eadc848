import { inCapitals } from "../content";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { desktop, phone, type Locale } from "./site";

const article = (page: Page) => page.getByRole("main").locator("article");

// The privacy page's overview table, asked of a page already loaded: every row readable without
// sideways scrolling, as labelled lines on a phone. On the same load, docs/product.md's rule that no
// paragraph is set in capitals (the right to object used to be), as drawn: four languages, each at
// one width, the phone's or the desktop's. In English and French the page is loaded without
// JavaScript (legal.spec.ts: the table is HTML and CSS); in the other languages with it, on the
// accessibility sweep's load (accessibility.spec.ts).
export const capitalsAt: Partial<Record<Locale, number>> = {
  de: phone.width,
  en: desktop.width,
  it: phone.width,
  fr: desktop.width,
};
export const withoutScript: readonly Locale[] = ["en", "fr"];

export async function expectTableFits(page: Page, locale: Locale) {
  const capitals = capitalsAt[locale];
  const table = page.locator('[data-slot="legal-table"]');
  const headers = await table.locator("th").allInnerTexts();
  expect(headers).toHaveLength(6);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const fit = await table.evaluate((wrapper) => ({
      table: wrapper.querySelector("table")!.scrollWidth,
      room: wrapper.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(fit.table, `${width} px`).toBeLessThanOrEqual(fit.room);
    expect(fit.page, `${width} px`).toBeLessThanOrEqual(width);
    if (width === capitals) {
      const texts = await article(page).locator("p, li").allInnerTexts();
      expect(texts.length, `${width} px: paragraphs`).toBeGreaterThan(20);
      expect(texts.filter(inCapitals), `${width} px: paragraphs in capitals`).toEqual([]);
    }
  }
  return headers;
}

/** On a phone a cell says which column it belongs to (the header row is for screen readers). */
export async function expectCellLabels(page: Page, headers: string[]) {
  await page.setViewportSize(phone);
  const label = await page
    .locator('[data-slot="legal-table"] td')
    .nth(1)
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toContain(`"${headers[1]}"`);
}
