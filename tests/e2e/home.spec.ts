import sharp from "sharp";
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
      test(`${locale}: hero, the two cards and the highlights`, async ({ page }) => {
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
          // Put in as it comes into view (app/browser/deferred-photos.client.ts), and lazy without script.
          await card.scrollIntoViewIfNeeded();
          await expect(card.locator("img")).toHaveAttribute("loading", "lazy");
          // The summary is clamped to two lines.
          const summary = card.locator("p.line-clamp-2");
          const { height, line } = await summary.evaluate((el) => ({
            height: el.getBoundingClientRect().height,
            line: parseFloat(getComputedStyle(el).lineHeight),
          }));
          expect(height).toBeLessThanOrEqual(line * 2 + 1);
        }
        // The highlights name what both apartments offer, in the page language.
        const highlights = page.getByRole("region", { name: t.home.highlightsTitle });
        await expect(highlights.getByRole("heading", { level: 3 })).toHaveText(
          Object.values(t.home.highlights).map((item) => item.title),
        );
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

/** WCAG relative luminance of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

for (const viewport of [phone, { width: 768, height: 900 }, { width: 1024, height: 768 }, desktop]) {
  test(`the hero photo keeps its colours and its white text stays AA even on a white photo, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/de");
    const image = hero(page).locator("img");
    const style = await image.evaluate((img) => getComputedStyle(img));
    expect([style.opacity, style.filter, style.mixBlendMode]).toEqual(["1", "none", "normal"]);
    // The worst photo for white text: a white one. Then hide the text and read what lies behind it.
    await image.evaluate(async (img: HTMLImageElement) => {
      img.parentElement?.querySelectorAll("source").forEach((source) => source.remove());
      img.srcset = "";
      img.src =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='9'%3E%3Crect width='16' height='9' fill='white'/%3E%3C/svg%3E";
      await img.decode();
    });
    const texts = [
      { locator: hero(page).locator("h1"), minimum: 3 }, // large text
      { locator: hero(page).locator("p"), minimum: 4.5 },
    ];
    for (const { locator } of texts) await locator.evaluate((el: HTMLElement) => (el.style.color = "transparent"));
    const shot = await page.screenshot();
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
    for (const { locator, minimum } of texts) {
      const box = (await locator.boundingBox())!;
      let brightest = 0;
      for (let y = Math.ceil(box.y); y < box.y + box.height && y < info.height; y += 2) {
        for (let x = Math.ceil(box.x); x < box.x + box.width && x < info.width; x += 2) {
          const i = (y * info.width + x) * info.channels;
          brightest = Math.max(brightest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
        }
      }
      const contrast = 1.05 / (brightest + 0.05);
      expect(
        contrast,
        `white on the brightest pixel behind ${await locator.evaluate((el) => el.tagName)}`,
      ).toBeGreaterThanOrEqual(minimum);
    }
  });
}
