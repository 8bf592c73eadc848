import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { decided, desktop, phone, pageReady } from "./site";

/**
 * Visible focus (WCAG 2.4.7, 1.4.11): tabbing through a whole page, every element that takes
 * focus draws a ring of at least 2 px whose colour has a contrast of 3:1 or more against the
 * surface around it, and the ring is not cut off by a clipping ancestor.
 */
async function focusProblems(page: Page, key = "Tab", least = 5): Promise<string[]> {
  const problems: string[] = [];
  let reached = 0;
  for (let step = 0; step < 120; step++) {
    await page.keyboard.press(key);
    const report = await page.evaluate(async () => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || focused.tagName === "IFRAME") return null;
      // The ring may be drawn by an ancestor instead (the carousel's viewport, which clips its slides).
      const draws = (node: HTMLElement) => getComputedStyle(node).outlineStyle !== "none";
      let element = focused;
      for (let node = focused.parentElement; node && !draws(element); node = node.parentElement)
        if (draws(node)) element = node;
      // Colours transition (Tailwind's transition-colors includes outline-color): let them settle.
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 40)}"`;
      const first = !focused.dataset.focusSeen;
      focused.dataset.focusSeen = "true";
      // Any CSS colour (Tailwind writes oklab) to sRGB bytes and alpha, through a canvas.
      const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgb = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
        return [r!, g!, b!, a! / 255];
      };
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
      const css = getComputedStyle(element);
      // The surface the ring is drawn on: the nearest ancestor with an opaque background.
      let surface = "rgb(255, 255, 255)";
      let clipped = false;
      const box = element.getBoundingClientRect();
      const reach = parseFloat(css.outlineWidth) + parseFloat(css.outlineOffset);
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const clip = style.overflow !== "visible" && node !== document.documentElement && node !== document.body;
        if (clip && reach > 0) {
          const outer = node.getBoundingClientRect();
          if (box.left - reach < outer.left - 0.5 || box.right + reach > outer.right + 0.5) clipped = true;
          if (box.top - reach < outer.top - 0.5 || box.bottom + reach > outer.bottom + 0.5) clipped = true;
        }
        if (rgb(style.backgroundColor)[3]! >= 0.9) {
          surface = style.backgroundColor;
          break;
        }
      }
      const [a, b] = [luminance(rgb(css.outlineColor)), luminance(rgb(surface))];
      const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      return {
        first,
        name: `${name} [${css.outlineColor} on ${surface}]`,
        style: css.outlineStyle,
        width: parseFloat(css.outlineWidth),
        contrast: Math.round(contrast * 10) / 10,
        clipped,
      };
    });
    if (!report) continue;
    if (!report.first) break;
    reached++;
    if (report.style === "none" || report.width < 2) problems.push(`${report.name}: no ring (${report.style})`);
    else if (report.contrast < 3) problems.push(`${report.name}: ring contrast ${report.contrast}:1`);
    else if (report.clipped) problems.push(`${report.name}: ring cut off by a clipping ancestor`);
  }
  expect(reached, `elements reached by ${key}`).toBeGreaterThanOrEqual(least);
  return problems;
}

/** A fresh walk at another width on the same load: no element met yet, focus back at the start. */
async function atWidth(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("[data-focus-seen]")) delete element.dataset.focusSeen;
    // Focus on the body, for a moment focusable: the next Tab starts at the document's top.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
    window.scrollTo(0, 0);
  });
}

// One load a page, walked at 375 px and again at 1280 px.
test.describe("focus rings at 375 and 1280 px", () => {
  test.beforeEach(({ page }) => page.addInitScript(decided()));
  for (const path of ["/en", "/fr/booknow", "/it/impressum"]) {
    test(path, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(path);
      await pageReady(page);
      for (const viewport of [phone, desktop]) {
        await atWidth(page, viewport);
        expect(await focusProblems(page), `${viewport.width} px`).toEqual([]);
      }
    });
  }
  test("/de/pberg and the language menu's items", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/de/pberg");
    await pageReady(page);
    for (const viewport of [phone, desktop]) {
      await atWidth(page, viewport);
      await test.step(`/de/pberg at ${viewport.width} px`, async () => expect(await focusProblems(page)).toEqual([]));
      // The closed menu's items took no focus above: each is met for the first time here.
      await test.step(`the language menu's items at ${viewport.width} px`, async () => {
        await page.getByRole("button", { name: /^Sprache/ }).focus();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("menuitem").first()).toBeFocused();
        expect(await focusProblems(page, "ArrowDown", 4)).toEqual([]);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("menuitem").first()).toBeHidden();
      });
    }
  });
});

type Box = { top: number; bottom: number; left: number; right: number };

/**
 * Where the element Tab focused comes to rest, and the open cookie banner's box: null for the page
 * itself, a frame (what has focus is inside another document, which the browser scrolls by its own
 * rules) or the banner's own controls. The scroll that focus starts may come frames after the key
 * (a CI run under load found the footer's "Accueil", just after the provider's frame, not yet
 * scrolled to, 1.5 screens low): an element that is not clear of the screen's edges and the
 * banner, and could be, is measured again once a scroll has ended, or after 3 s without one.
 */
async function focusedAtRest(page: Page) {
  return page.evaluate(async () => {
    const focused = document.activeElement as HTMLElement | null;
    const banner = document.querySelector<HTMLElement>('[data-slot="cookie-banner"]');
    if (!focused || focused === document.body || focused instanceof HTMLIFrameElement) return null;
    if (banner?.contains(focused)) return null;
    const open = banner?.checkVisibility() ? banner : null;
    const unclear = () => {
      const box = focused.getBoundingClientRect();
      if (box.height > innerHeight) return false;
      if (box.top < 0 || box.bottom > innerHeight) return true;
      const over = open?.getBoundingClientRect();
      const across = over && Math.min(box.right, over.right) > Math.max(box.left, over.left);
      return !!across && box.top < over.bottom && box.bottom > over.top && box.height <= over.top;
    };
    if (unclear()) await new Promise(requestAnimationFrame);
    if (unclear())
      await new Promise((done) => {
        document.addEventListener("scrollend", done, { once: true, capture: true });
        setTimeout(done, 3000);
      });
    const place = (rect: DOMRect) => ({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
    const rest = focused.getBoundingClientRect();
    return {
      name: `${focused.tagName} "${(focused.textContent ?? "").trim().slice(0, 30)}"`,
      ...place(rest),
      height: rest.height,
      screen: innerHeight,
      banner: open ? place(open.getBoundingClientRect()) : null,
    };
  });
}

/**
 * How many pixels of the element the banner hides: any part of it, or, for an element taller than
 * the room above the banner (less 80 px), all of it (it must show, not fit).
 */
function coveredBy(element: Box & { height: number }, banner: Box): number {
  const hidden = Math.max(0, Math.min(element.bottom, banner.bottom) - Math.max(element.top, banner.top));
  const across = Math.min(element.right, banner.right) > Math.max(element.left, banner.left);
  const tall = element.height > banner.top - 80;
  return across && (tall ? hidden >= element.height : hidden > 0) ? hidden : 0;
}

/**
 * Focus not obscured (WCAG 2.4.11, and 2.4.12's "not even in part"): while the cookie banner is
 * open at the bottom, every element reached by Tab is scrolled clear of it, on the pages with the
 * booking bar too (the banner sits above the bar).
 */
test("focus is never under the open cookie banner at 375 and 1280 px", async ({ page }) => {
  // Four walks of 80 steps: what two tests did.
  test.setTimeout(60_000);
  await page.setViewportSize(phone);
  for (const path of ["/de/pberg", "/fr/datenschutz"]) {
    await page.goto(path);
    await pageReady(page);
    const banner = page.locator('[data-slot="cookie-banner"]');
    await expect(banner).toBeVisible();
    // One load a page, walked at 375 px and again at 1280 px.
    for (const viewport of [phone, desktop]) {
      await atWidth(page, viewport);
      const covered: string[] = [];
      let reached = 0;
      for (let step = 0; step < 80; step++) {
        await page.keyboard.press("Tab");
        const focused = await focusedAtRest(page);
        const overlap = focused && focused.banner && focused.height > 0 ? coveredBy(focused, focused.banner) : null;
        if (overlap === null) continue;
        reached++;
        if (overlap > 0) covered.push(`${path} ${focused!.name}: ${Math.round(overlap)} px under the banner`);
      }
      expect(reached, `elements reached on ${path} at ${viewport.width} px`).toBeGreaterThan(20);
      expect(covered, `${viewport.width} px`).toEqual([]);
    }
  }
});

/**
 * Focus stays on screen (WCAG 2.4.11) on a short wide screen (1024 × 768): the booking page's
 * summary (about 56 rem) was sticky there, taller than the room under the header, and Tab took
 * focus to its lower links below the bottom edge, where no scrolling could bring them.
 */
test("on a 1024 × 768 screen every element Tab reaches on the booking pages is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.addInitScript(decided());
  const offScreen: string[] = [];
  for (const path of ["/en/booknow/pberg", "/fr/booknow"]) {
    await page.goto(path);
    await pageReady(page);
    // The provider's tool grows from 1400 to 1900 px after 400 ms (fakes.ts): once it has, nothing
    // moves the focused element (a CI run under load found a footer link 9 px low; likely this).
    await expect(page.locator("[data-slot=booking-area] iframe")).toHaveAttribute("style", /height: 1900px/);
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      const box = await focusedAtRest(page);
      if (box && (box.top < 0 || box.bottom > box.screen))
        offScreen.push(`${path} ${box.name}: ${Math.round(box.top)}–${Math.round(box.bottom)} px`);
    }
  }
  expect(offScreen).toEqual([]);
});
