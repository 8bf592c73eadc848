import { expect, test } from "./fixtures";
import { capitalsAt, expectCellLabels, expectTableFits, withoutScript } from "./legal";
import { accessibilityOf, decided, messages } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

// What each page says (title, headings, the day it changed, the facts the law asks of it), its
// table of contents' links and the footer's links to it are read from the built documents, and
// that no script holds them: tests/built/legal-pages.test.ts.

// Without JavaScript (the table is HTML and CSS), in English and French: the overview table
// (legal.ts), the table of contents followed on the same load, and in English the table read in
// Chromium's accessibility tree. In the other languages, with script, the accessibility sweep
// asks the table of its load (accessibility.spec.ts).
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
