import { de } from "../../app/i18n/de";
import { en, type Messages } from "../../app/i18n/en";
import { es } from "../../app/i18n/es";
import { fr } from "../../app/i18n/fr";
import { it } from "../../app/i18n/it";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Locator, Page } from "@playwright/test";
import { locales, type Locale } from "../../app/locales";

export { locales, type Locale };
export { prerenderPaths, sitePaths, pagePaths, redirectPaths } from "../../app/pages.server";

export const messages: Record<Locale, Messages> = { en, de, fr, es, it };

export const phone = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 900 };

/** Stores a cookie decision before the page loads, so the banner stays closed. */
export const decided = (accepted = false) => `try { localStorage.setItem("cookiesAccepted", "${accepted}") } catch {}`;

/** The texts of a list's items that break onto a second line (taller than one and a half lines). */
export const wrappedItems = (list: Locator) =>
  list.evaluate((element) =>
    [...element.querySelectorAll("li")]
      .filter((item) => item.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(item).lineHeight))
      .map((item) => item.textContent?.trim()),
  );

/**
 * The element where it comes to rest: its running animations (the cookie banner rises in over
 * 280 ms) jump to their end, so what is measured is what a guest sees a moment later, not a frame
 * of the movement (axe's contrast, a box 4 px too low).
 */
export const atRest = (element: Locator) =>
  element.evaluate((node) => node.getAnimations().forEach((animation) => animation.finish()));

/**
 * The page as a guest meets it once it has loaded: its script has run (a module script runs
 * before the load event). The calendar's React island loads as it nears the view and
 * draws itself.
 */
export async function pageReady(page: Page) {
  await page.waitForFunction(() => document.readyState === "complete");
}

/**
 * What Chromium's own accessibility tree says of the elements `selector` matches (through the
 * DevTools protocol, not Playwright's reading of the markup): each one's role and its states
 * ("expanded": true …), as a screen reader is told.
 */
export async function accessibilityOf(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
    return await Promise.all(
      nodeIds.map(async (nodeId) => {
        const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
        const node = nodes[0];
        const states = Object.fromEntries((node?.properties ?? []).map((state) => [state.name, state.value.value]));
        return { role: String(node?.role?.value ?? ""), states };
      }),
    );
  } finally {
    await cdp.detach();
  }
}

/**
 * Resolves once the page's context has started and ended no request for `quiet` ms (at most
 * `within` ms): what `waitForLoadState("networkidle")` means, without its wait for a Chromium
 * lifecycle event, which now and then never came on an apartment page whose requests had all
 * ended (the budgets spec timed out on it, before and after the move to the runtime).
 */
export async function networkSettled(page: Page, quiet = 500, within = 10_000) {
  const context = page.context();
  let last = Date.now();
  const touch = () => (last = Date.now());
  context.on("request", touch).on("requestfinished", touch).on("requestfailed", touch);
  try {
    for (const end = Date.now() + within; Date.now() < end && Date.now() - last < quiet;)
      await page.waitForTimeout(100);
  } finally {
    context.off("request", touch).off("requestfinished", touch).off("requestfailed", touch);
  }
}

/**
 * For checks that something did not happen (no request, no further scroll, no shift): resolves
 * once the page has drawn two frames since the call, and then `ms` more. What the page does in
 * answer to a scroll, a click or an observer has run by the second frame, however long a busy
 * machine takes to draw them (a pause alone could end first); the pause is for what that starts
 * (a request, a smooth scroll) to show.
 */
export async function afterFrames(page: Page, ms = 300) {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  await page.waitForTimeout(ms);
}

/**
 * Keeps the page busy for `ms` as the next `type` event comes, before any of the page's own
 * handlers run (a listener on the window, in the capture phase): as a phone busy with other work
 * would, the event's timeStamp stays when it was made.
 */
export function busyAtNext(page: Page, type: "keydown" | "pointerdown", ms: number) {
  return page.evaluate(
    ({ type, ms }) =>
      addEventListener(
        type,
        () => {
          const start = performance.now();
          while (performance.now() - start < ms) continue;
        },
        { capture: true, once: true },
      ),
    { type, ms },
  );
}

/** Every JavaScript file the page loaded or preloads. */
export async function scriptUrls(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    ...performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js")),
  ]);
  return [...new Set(urls)];
}

/**
 * The production build of the project in `dir` (the editor's copy, a commit's checkout), and a
 * reader of its pages' HTML by path. The build runs beside the worker, which keeps running the
 * test's clock: a build that hangs is ended after 3 minutes, and a failed one fails the test with
 * its output.
 */
export async function builtPages(dir: string): Promise<(path: string) => string> {
  await promisify(execFile)("npx", ["react-router", "build"], { cwd: dir, timeout: 180_000, maxBuffer: 2 ** 24 });
  return (path) => readFileSync(join(dir, "build/client", path, "index.html"), "utf8");
}
