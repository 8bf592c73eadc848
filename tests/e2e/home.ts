import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { desktop, phone, type Locale } from "./site";

/**
 * How a language's home page is drawn, asked of a page already loaded (accessibility.spec.ts's
 * load of every /xx), at 375 and then 1280 px: the hero's height and the cards' summaries clamped
 * to two lines; on /de also the hero photo's colours and its white text at four widths, on /it a
 * click on a card's picture. It changes the page (the photo made white, a link followed): the
 * last step of a load. What the page says and links to is read from the build:
 * tests/built/home-page.test.ts.
 */

const hero = (page: Page) => page.locator("main section").first();

/** WCAG relative luminance of an sRGB pixel. */
const luminance = (r: number, g: number, b: number) => {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** The hero's white text against the brightest pixel behind it, the photo made white (the worst case). */
async function expectHeroContrast(page: Page, whitened: boolean) {
  const image = hero(page).locator("img");
  const style = await image.evaluate((img) => getComputedStyle(img));
  expect([style.opacity, style.filter, style.mixBlendMode]).toEqual(["1", "none", "normal"]);
  const texts = [
    { locator: hero(page).locator("h1"), minimum: 3 }, // large text
    { locator: hero(page).locator("p"), minimum: 4.5 },
  ];
  if (!whitened) {
    // The worst photo for white text: a white one. Then hide the text and read what lies behind it.
    await image.evaluate(async (img: HTMLImageElement) => {
      img.parentElement?.querySelectorAll("source").forEach((source) => source.remove());
      img.srcset = "";
      img.src =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='9'%3E%3Crect width='16' height='9' fill='white'/%3E%3C/svg%3E";
      await img.decode();
    });
    for (const { locator } of texts) await locator.evaluate((el: HTMLElement) => (el.style.color = "transparent"));
  }
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
}

const contrastWidths = [phone, { width: 768, height: 900 }, { width: 1024, height: 768 }, desktop];

/** The hero, the cards and the highlights at 375 and 1280 px, then what the page is for this language (above). */
export async function expectHome(page: Page, locale: Locale) {
  for (const [viewport, minHeight] of [
    [phone, 400],
    [desktop, 510],
  ] as const) {
    await page.setViewportSize(viewport);
    await test.step(`at ${viewport.width} px: ${locale}: hero, the two cards and the highlights`, async () => {
      expect((await hero(page).boundingBox())!.height).toBeGreaterThanOrEqual(minHeight);
      const cards = page.locator("#properties article");
      await expect(cards).toHaveCount(2);
      for (const index of [0, 1]) {
        const card = cards.nth(index);
        await card.scrollIntoViewIfNeeded();
        // The summary is clamped to two lines.
        const summary = card.locator("p.line-clamp-2");
        const { height, line } = await summary.evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(el).lineHeight),
        }));
        expect(height).toBeLessThanOrEqual(line * 2 + 1);
      }
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    });
  }
  if (locale === "de") {
    // The photo is made white once, at the first width; each width then reads its own screenshot.
    for (const [index, viewport] of contrastWidths.entries()) {
      await test.step(`the hero photo keeps its colours and its white text stays AA even on a white photo, at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await expectHeroContrast(page, index > 0);
      });
    }
  }
  if (locale === "it") {
    await test.step("a card's picture opens its apartment", async () => {
      // The card's link covers the whole card: a click anywhere on the picture follows it.
      const picture = page.locator("#properties article").nth(1).locator("img");
      await picture.scrollIntoViewIfNeeded();
      const box = (await picture.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(/\/it\/mitte$/);
    });
  }
}
