import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { decided, desktop } from "./site";

/**
 * The brand font never holds up the first paint (no preload: Chromium waits for a preloaded
 * font), and a visit that goes on by client-side navigation gets it (app/lib/brand-font.ts).
 * The font's requests are held back here, as on a slow phone where they arrive after the paint.
 */
test.use({ viewport: desktop });
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

/** Holds every font request of the site until `release()` is called. */
async function holdFonts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/assets/*.woff2", (route) => (released ? route.fallback() : void held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
}

/** The font families Chromium draws the page's title with. */
async function titleFonts(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(", ");
}

test("no font is preloaded, and the first paint does not wait for the font", async ({ page }) => {
  const fonts = await holdFonts(page);
  await page.goto("/en/pberg", { waitUntil: "commit" });
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length), { timeout: 5000 })
    .toBe(1);
  await fonts.release();
});

test("a font that missed the first view is used from the first client-side navigation on", async ({ page }) => {
  const fonts = await holdFonts(page);
  await page.goto("/en/pberg", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fonts.release();
  await page.waitForTimeout(300);
  expect(await titleFonts(page)).not.toMatch(/Figtree/);
  await page.getByRole("banner").getByRole("link", { name: "Mitte" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bernauer Strasse");
  await expect.poll(() => titleFonts(page)).toMatch(/Figtree/);
});
