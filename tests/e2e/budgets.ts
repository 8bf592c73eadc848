import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { networkSettled } from "./site";

/** docs/product.md: per page, gzip (counted from the build: tests/built/script-budgets.test.ts). */
export const budgets = { jsBytes: 150 * 1024, cssBytes: 25 * 1024, cls: 0.02, imageOversize: 2 };

/**
 * Brotli (what the servers send), decision 024: the script a page fetches on first view (before
 * scrolling or any input), on every page, the booking page's included (its tool is started by the
 * page's script, not by React); the apartment page once everything is loaded (scrolled to its
 * end, the photo viewer opened). What the HTML may weigh: tests/e2e/headers.spec.ts (the first
 * round trip).
 */
export const firstView = { js: 6 * 1024 };
export const everythingLoaded = { apartmentJs: 90 * 1024 };

const compressed = new Map<string, number>();
/**
 * Brotli bytes of a built file, compressed here at the highest quality (the servers compress as
 * they send); once a file and worker, as the build does not change under the tests.
 */
export function brotliBytes(pathname: string): number {
  let bytes = compressed.get(pathname);
  if (bytes === undefined) {
    bytes = brotliCompressSync(readFileSync(join(client, decodeURIComponent(pathname)))).length;
    compressed.set(pathname, bytes);
  }
  return bytes;
}

const client = join(process.cwd(), "build", "client");

type ShiftStore = {
  __layoutShift: number;
  __shifts: string[];
  __sources: (Node | undefined)[][];
  __marked?: WeakSet<Node>;
};

/** Before any page script: sums every layout shift not caused by input (stricter than CLS's windows). */
export const recordLayoutShifts = () => {
  const store = window as unknown as ShiftStore;
  store.__layoutShift = 0;
  store.__shifts = [];
  store.__sources = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      store.__layoutShift += entry.value;
      // Each source as its element (an SVG's className is not a string: the attribute) and how its
      // box moved, x, y, width and height in CSS pixels.
      const box = ({ x, y, width, height }: DOMRectReadOnly) => `[${[x, y, width, height].map(Math.round)}]`;
      const nodes = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
        const name =
          node instanceof Element ? `${node.localName}.${(node.getAttribute("class") ?? "").slice(0, 40)}` : "?";
        return `${name} ${box(previousRect)} → ${box(currentRect)}`;
      });
      store.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(", ")}`);
      store.__sources.push((entry.sources ?? []).map((source) => source.node));
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/** Marks every node the document holds now: `layoutShift` then also lists the shifts of those. */
export const markNodes = (page: Page) =>
  page.evaluate(() => {
    const marked = new WeakSet<Node>();
    const walker = document.createTreeWalker(document);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) marked.add(node);
    (window as unknown as ShiftStore).__marked = marked;
  });

/** The shifts so far: their sum, each with its sources, and those that moved a node `markNodes` marked. */
export const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const store = window as unknown as ShiftStore;
    const ofMarked = store.__shifts.filter((_, index) =>
      store.__sources[index]?.some((node) => node && store.__marked?.has(node)),
    );
    return { total: store.__layoutShift, shifts: store.__shifts, ofMarked };
  });

/** Scrolls to the bottom a screen at a time (lazy images and embeds load), then back to the top. */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) break;
  }
  await networkSettled(page);
  // Only images that started loading: decode() on a lazy image still out of view never settles.
  await page.evaluate(() =>
    Promise.all([...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => {}))),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Same-origin JavaScript and CSS the page loaded (files, module preloads) and its inline scripts. */
export async function loadedCode(page: Page) {
  return page.evaluate(() => {
    const own = (url: string) => new URL(url, location.href).origin === location.origin;
    const urls = [
      ...performance.getEntriesByType("resource").map((entry) => entry.name),
      ...[...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload], link[rel=stylesheet]")].map(
        (link) => link.href,
      ),
      ...[...document.scripts].filter((script) => script.src).map((script) => script.src),
    ].filter(own);
    const paths = [...new Set(urls.map((url) => new URL(url).pathname))];
    const inline = [...document.scripts].filter((script) => !script.src).map((script) => script.text);
    return {
      js: paths.filter((path) => path.endsWith(".js")),
      css: paths.filter((path) => path.endsWith(".css")),
      inline,
    };
  });
}

/**
 * Every loaded photo whose file is more than `imageOversize` times as wide as it is drawn
 * (object-fit: cover draws it wider than its box) at this device pixel ratio.
 */
export async function oversizedImages(page: Page) {
  const images = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && !/\.svg(\?|$)/.test(image.currentSrc))
      .map((image) => {
        const box = image.getBoundingClientRect();
        const cover = getComputedStyle(image).objectFit === "cover";
        const scale = cover
          ? Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight)
          : box.width / image.naturalWidth;
        return {
          src: new URL(image.currentSrc).pathname,
          natural: image.naturalWidth,
          drawn: image.naturalWidth * scale * devicePixelRatio,
        };
      })
      .filter((image) => image.drawn > 0),
  );
  return {
    count: images.length,
    oversized: images.filter((image) => image.natural > budgets.imageOversize * image.drawn),
  };
}
