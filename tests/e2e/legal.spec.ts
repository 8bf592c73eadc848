import { inCapitals } from "../content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { accessibilityOf, decided, desktop, locales, messages, phone, type Locale } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

// What each page says (title, headings, the day it changed, the facts the law asks of it), its
// table of contents' links and the footer's links to it are read from the built documents, and
// that no script holds them: tests/built/legal-pages.test.ts.
const article = (page: Page) => page.getByRole("main").locator("article");

// The overview table: every row readable without sideways scrolling, as labelled lines on a phone.
// On the same load, docs/product.md's rule that no paragraph is set in capitals (the right to object
// used to be), as drawn: four languages, each at one width, the phone's or the desktop's. In English
// and French the page is loaded without JavaScript (the table is HTML and CSS): the same load then
// follows the table of contents, and in English reads the table in Chromium's accessibility tree.
const capitalsAt: Partial<Record<Locale, number>> = {
  de: phone.width,
  en: desktop.width,
  it: phone.width,
  fr: desktop.width,
};
const withoutScript: readonly Locale[] = ["en", "fr"];

async function expectTableFits(page: Page, locale: Locale) {
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
async function expectCellLabels(page: Page, headers: string[]) {
  await page.setViewportSize(phone);
  const label = await page
    .locator('[data-slot="legal-table"] td')
    .nth(1)
    .evaluate((cell) => getComputedStyle(cell, "::before").content);
  expect(label).toContain(`"${headers[1]}"`);
}

for (const locale of locales.filter((locale) => !withoutScript.includes(locale))) {
  const capitals = capitalsAt[locale];
  const also = capitals ? `; no paragraph in capitals at ${capitals} px` : "";
  test(`/${locale}/datenschutz: the overview table fits at 375, 768 and 1280 px${also}`, async ({ page }) => {
    await page.goto(`/${locale}/datenschutz`);
    await expectCellLabels(page, await expectTableFits(page, locale));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of withoutScript) {
    const tree =
      locale === "en" ? "; at 375 px the overview table reads as a table in Chromium's accessibility tree" : "";
    test(`/${locale}/datenschutz: the overview table fits at 375, 768 and 1280 px; no paragraph in capitals at ${capitalsAt[locale]} px; a table of contents leads to each section${tree}`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/datenschutz`);
      const headers = await test.step(`/${locale}/datenschutz: the overview table fits at 375, 768 and 1280 px`, () =>
        expectTableFits(page, locale));
      // The table's last width is the desktop's (1280 × 900), where the table of contents was followed.
      await test.step(`/${locale}/datenschutz: a table of contents leads to each section, also without JavaScript`, async () => {
        const last = page.getByRole("navigation", { name: messages[locale].legal.contents }).getByRole("link").last();
        await last.click();
        const target = page.locator(`h2[id="${(await last.getAttribute("href"))!.slice(1)}"]`);
        await expect(target).toHaveText((await last.textContent())!);
        await expect(target).toBeInViewport();
      });
      await test.step("on a phone a cell says which column it belongs to", () => expectCellLabels(page, headers));
      if (locale !== "en") return;
      // A phone stacks the table's rows into lines (display: block): it must still be a table to a
      // screen reader, from the markup alone (no explicit roles, which HTML forbids there), without script.
      await test.step("/en/datenschutz: the overview table reads as a table in Chromium's accessibility tree", async () => {
        const table = page.locator('[data-slot="legal-table"]');
        expect(
          await table
            .locator("td")
            .first()
            .evaluate((cell) => getComputedStyle(cell).display),
        ).toBe("block");
        const cells = await table.locator("td").count();
        const rows = await table.locator("tr").count();
        const roles = (selector: string) =>
          accessibilityOf(page, `[data-slot="legal-table"] ${selector}`).then((nodes) =>
            nodes.map((node) => node.role),
          );
        expect(await roles("table")).toEqual(["table"]);
        expect(await roles("tr")).toEqual(Array(rows).fill("row"));
        expect(await roles("th")).toEqual(Array(6).fill("columnheader"));
        expect(await roles("td")).toEqual(Array(cells).fill("cell"));
      });
    });
  }
});
