import { mitteCopy, pbergCopy } from "../content";
import type { Page } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { expect, test } from "./fixtures";
import { decided, desktop, locales, messages, phone } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const hero = (page: Page) => page.locator("main section").first();

for (const [viewport, minHeight] of [
  [phone, 400],
  [desktop, 510],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const locale of locales) {
      test(`${locale}: hero and the two cards`, async ({ page }) => {
        const t = messages[locale];
        await page.goto(`/${locale}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.home.heroTitle);
        expect((await hero(page).boundingBox())!.height).toBeGreaterThanOrEqual(minHeight);
        const book = hero(page).getByRole("link", { name: new RegExp(t.nav.bookNow) });
        await expect(book).toHaveAttribute("href", `/${locale}/booknow`);
        await expect(book).toHaveAttribute("target", "_blank");
        await expect(book).toHaveAttribute("rel", /noopener/);
        const heroImage = hero(page).locator("img");
        await expect(heroImage).toHaveAttribute("fetchpriority", "high");

        const cards = page.locator("#properties article");
        await expect(cards).toHaveCount(2);
        for (const [index, [slug, title]] of [
          ["pberg", pbergCopy.title[locale]],
          ["mitte", mitteCopy.title[locale]],
        ].entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole("heading")).toHaveText(title!);
          // Visible "Learn more", named with the apartment for screen readers.
          const link = card.getByRole("link", { name: `${t.home.learnMore}: ${title}`, exact: true });
          await expect(link).toContainText(t.home.learnMore);
          await expect(link.locator(".sr-only")).toHaveText(`: ${title}`);
          await expect(link).toHaveAttribute("href", `/${locale}/${slug}`);
          await expect(card).toContainText(format(t.home.guests, { count: 6 }));
          await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
          // The summary is clamped to two lines.
          const summary = card.locator("p.line-clamp-2");
          const { height, line } = await summary.evaluate((el) => ({
            height: el.getBoundingClientRect().height,
            line: parseFloat(getComputedStyle(el).lineHeight),
          }));
          expect(height).toBeLessThanOrEqual(line * 2 + 1);
        }
      });
    }
  });
}

test("a card's picture opens its apartment", async ({ page }) => {
  await page.goto("/it");
  // The card's link covers the whole card: a click anywhere on the picture follows it.
  const picture = page.locator("#properties article").nth(1).locator("img");
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/it\/mitte$/);
});

test("the highlights name what both apartments offer, in the page language", async ({ page }) => {
  for (const locale of ["en", "es"] as const) {
    const t = messages[locale].home;
    await page.goto(`/${locale}`);
    const section = page.getByRole("region", { name: t.highlightsTitle });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(t.highlights).map((item) => item.title),
    );
  }
});
