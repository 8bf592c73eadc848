import type { Page } from "@playwright/test";
import { brotliBytes, budgets, firstView, layoutShift, loadedCode, oversizedImages, scrollThrough } from "./budgets";
import { expect } from "./fixtures";
import { networkSettled } from "./site";

// The budgets asked of a page a browser has loaded (accessibility.spec.ts, budgets.spec.ts); the
// figures and the measures are budgets.ts's, which the built-file tests also read.

/** Brotli bytes of the same-origin JavaScript the page has fetched so far, and its files. */
export async function scriptBytes(page: Page) {
  const code = await loadedCode(page);
  return { bytes: code.js.reduce((sum, file) => sum + brotliBytes(file), 0), files: code.js };
}
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The performance budgets of docs/product.md asked of a page just loaded on a first visit (the
 * cookie banner open, nothing cached), before any input, once the network has settled: on the
 * phone the first view's script, photos and animations (below); then, scrolled through and back, layout shift under 0.02 and no
 * photo more than twice as wide as drawn at this device pixel ratio. Leaves the page at its top.
 */
export async function expectBudgets(page: Page, path: string, phone: boolean) {
  // The first view at rest before the scroll: scrolled, the browser's scroll anchoring would hide
  // a shift above the view (a block put in at 400 ms went unseen at 1280 px).
  await networkSettled(page);
  if (phone) {
    const { bytes, files } = await scriptBytes(page);
    const detail = `${path}: ${kb(bytes)} brotli in ${files.length} files (${files.join(", ")})`;
    if (process.env.BUDGETS_VERBOSE) console.log(detail);
    expect(bytes, `first view: ${detail}`).toBeLessThanOrEqual(firstView.js);
    await expectFirstViewAtRest(page, path);
  }
  await scrollThrough(page);
  const shift = await layoutShift(page);
  expect(shift.total, `layout shifts on ${path}:\n${shift.shifts.join("\n")}`).toBeLessThan(budgets.cls);
  const images = await oversizedImages(page);
  expect(images.oversized, `photos on ${path} more than twice as large as drawn`).toEqual([]);
}

/** A first visit's cache: empty (Chromium's, over the DevTools protocol). */
export async function emptyCache(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
}

/**
 * On a phone the first view asks for the photos in view and the carousel's next slide, no more:
 * the browser's own lazy loading would fetch the next slides and the thumbnails a screen or two
 * below as well (app/browser/deferred-photos.client.ts). And only once the page has loaded: the
 * main photo, the stylesheet and the brand font first (decision 041; `holdFonts` makes the load
 * come well after the first frames, where the photos once started). Then, at rest, no endless
 * animation: a phone would draw frames for it as long as it runs.
 */
async function expectFirstViewAtRest(page: Page, path: string) {
  const { requested, allowed, early } = await page.evaluate(() => {
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.height > 0;
    };
    const nextSlide = document.querySelector("[data-carousel-track] > :nth-child(2) img");
    const images = [...document.images].filter((image) => image.currentSrc && (inView(image) || image === nextSlide));
    const photos = performance
      .getEntriesByType("resource")
      .filter((entry) => /\.(avif|webp|jpg)$/.test(new URL(entry.name).pathname));
    const main = document.querySelector<HTMLImageElement>("img[fetchpriority=high]")?.currentSrc;
    const loaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
    return {
      requested: photos.map((entry) => new URL(entry.name).pathname),
      allowed: images.map((image) => new URL(image.currentSrc).pathname),
      early: photos
        .filter((entry) => entry.name !== main && entry.startTime < loaded)
        .map((entry) => `${new URL(entry.name).pathname} at ${Math.round(entry.startTime)} ms, load at ${loaded}`),
    };
  });
  // A page with photos in view has asked for some: the checks below are not of nothing.
  if (allowed.length > 0) expect(requested.length, `${path}: photos asked for`).toBeGreaterThan(0);
  expect(
    requested.filter((photo) => !allowed.includes(photo)),
    `${path}: photos out of the first view`,
  ).toEqual([]);
  expect(early, `${path}: photos other than the main one, asked for before the page had loaded`).toEqual([]);
  // At rest, nothing animates without end: the calendar's placeholder, far below, once pulsed
  // until the guest scrolled to it, and the page drew frames for it all the while.
  const endless = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
          return `${name} in ${target?.parentElement?.closest("[data-slot]")?.getAttribute("data-slot") ?? target?.tagName}`;
        }),
    );
  await expect.poll(endless, { message: `${path}: endless animations at rest` }).toEqual([]);
}

/** The brand font held back 400 ms, each time it is fetched (see expectFirstViewAtRest). */
export const holdFonts = (page: Page) =>
  page.route("**/*.woff2", async (route) => {
    await new Promise((done) => setTimeout(done, 400));
    // On to the context's routes: the provider's fakes answer its frames' fonts (fakes.ts).
    await route.fallback();
  });
