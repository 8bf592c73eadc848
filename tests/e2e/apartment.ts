import type { Page } from "@playwright/test";
import { mittePhotos } from "../content";
import { format } from "../../app/i18n/format";
import { expect, test } from "./fixtures";
import { afterFrames, messages, type Locale } from "./site";

// The apartment page's photos, for apartment.spec.ts and carousel.spec.ts.

export const carousel = (page: Page, locale: Locale) =>
  page.locator(`section[aria-roledescription="${messages[locale].apartment.carouselRole}"]`);
export const viewer = (page: Page, locale: Locale) =>
  page.getByRole("dialog", { name: messages[locale].apartment.viewerLabel });
export const counter = (page: Page) => page.locator(".yarl__counter");

// /en/mitte, at the first photo (carousel.spec.ts's English load): sliding, the track's scroll
// events (one a frame) write a slide's `inert` only where it changes: written, even unchanged, it
// restyles the slide (136 ms of style during one slide at 4× CPU before, 35 after). Reduced motion
// is read at the moment of use: the same load asks both.
export async function expectSlidesThenJumps(page: Page) {
  const region = carousel(page, "en");
  const track = region.locator("[data-carousel-track]");
  await test.step("without reduced motion the carousel slides, and restyles only the two photos that change", async () => {
    await track.evaluate((el) => {
      const seen = { offsets: [] as number[], inert: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      el.addEventListener("scroll", () => seen.offsets.push(Math.round(el.scrollLeft)));
      new MutationObserver((records) =>
        seen.inert.push(...records.map((record) => (record.target as HTMLElement).getAttribute("aria-label")!)),
      ).observe(el, { subtree: true, attributeFilter: ["inert"] });
    });
    await region.getByRole("button", { name: messages.en.apartment.nextPhoto }).click();
    const width = await track.evaluate((el) => el.clientWidth);
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(width);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { offsets: number[]; inert: string[] } }).seen,
    );
    expect(seen.offsets.filter((offset) => offset > 0 && offset < width).length).toBeGreaterThan(0);
    const slide = (current: number) => format(messages.en.apartment.slide, { current, total: mittePhotos.length });
    expect(seen.inert.toSorted()).toEqual([slide(1), slide(2)]);
  });
  await test.step("back to the first photo", async () => {
    await region.getByRole("button", { name: messages.en.apartment.previousPhoto }).click();
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(0);
    await afterFrames(page);
  });
  await test.step("with reduced motion the carousel jumps to the next photo instead of sliding", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const width = await track.evaluate((el) => el.clientWidth);
    // Every scroll position the track passes through: a jump reaches the target at once.
    await track.evaluate((el) => {
      const seen: number[] = [];
      (window as unknown as { offsets: number[] }).offsets = seen;
      el.addEventListener("scroll", () => seen.push(Math.round(el.scrollLeft)));
    });
    await region.getByRole("button", { name: messages.en.apartment.nextPhoto }).click();
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(width);
    await afterFrames(page);
    const offsets = await page.evaluate(() => (window as unknown as { offsets: number[] }).offsets);
    expect(new Set(offsets)).toEqual(new Set([width]));
  });
}
