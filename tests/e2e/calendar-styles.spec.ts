import type { Page } from "@playwright/test";
import { providerCss, providerStyles } from "./fakes";
import { allowConsole, expect, test } from "./fixtures";
import { afterFrames, decided, desktop, pageReady } from "./site";
import { area, calendar, failedLoads, heading, lime, navy } from "./calendar";

// The provider's stylesheet in the calendar's frame: late, failing, and after the watcher stops.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));
test.use({ viewport: desktop });

// Unstyled, the provider's markup shows all three of its months (two for wide screens, one for
// narrow ones): the frame must not hand that height to the page while its stylesheet, held here for
// 1.5 s, is on its way.
test("loads near the viewport, keeps its 600 px without a shift while the provider's stylesheet comes late, and draws in the brand colours", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on(
    "request",
    (request) => request.url().startsWith("https://login.smoobu.com/") && requests.push(request.url()),
  );
  await page.route(providerStyles, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ contentType: "text/css", body: providerCss });
  });
  await page.goto("/en/mitte");
  await pageReady(page);
  await afterFrames(page);
  let before = 0;
  await test.step("nothing from the provider until the area nears the viewport; 600 px kept for it", async () => {
    expect(requests).toEqual([]);
    await expect(area(page).locator("iframe")).toHaveCount(0);
    before = (await area(page).boundingBox())!.height;
    expect(before).toBeGreaterThanOrEqual(600);
  });
  await page.evaluate(() => {
    const store = window as unknown as { shifts: string[]; heights: number[] };
    store.shifts = [];
    store.heights = [];
    type Shift = { value: number; sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[] };
    new PerformanceObserver((list) => {
      for (const { value, sources } of list.getEntries() as unknown as Shift[])
        for (const { node, previousRect: a, currentRect: b } of sources)
          store.shifts.push(
            `${value.toFixed(4)} ${node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName} ` +
              `from ${a.x},${a.y} ${a.width}×${a.height} to ${b.x},${b.y} ${b.width}×${b.height}`,
          );
    }).observe({ type: "layout-shift" });
    const area = document.querySelector("[data-slot=calendar-area]")!;
    new ResizeObserver(() => store.heights.push(area.getBoundingClientRect().height)).observe(area);
  });
  await area(page).scrollIntoViewIfNeeded();
  await test.step("a provider stylesheet that arrives late moves nothing on the page", async () => {
    await expect(heading(page)).toHaveText("November 2026");
    await expect(heading(page)).toHaveCSS("background-color", navy);
    await expect(area(page)).toHaveAttribute("data-status", "drawn");
    const seen = await page.evaluate(() => {
      const { shifts, heights } = window as unknown as { shifts: string[]; heights: number[] };
      return { shifts, heights };
    });
    expect(Math.max(...seen.heights)).toBe(before);
    expect((await area(page).boundingBox())!.height).toBe(before);
    expect(seen.shifts).toEqual([]);
  });
  await test.step("drawn in the brand colours, after a month change too", async () => {
    await expectBrandColours(page);
    // After a month change the new markup is branded too.
    await calendar(page).locator(".btn-next").click();
    await expect(heading(page)).toHaveText("December 2026");
    await expectBrandColours(page);
  });
});

async function expectBrandColours(page: Page) {
  const frame = calendar(page);
  await expect(heading(page)).toHaveCSS("background-color", navy);
  await expect(heading(page)).toHaveCSS("color", lime);
  // The watcher's inline overrides beat the provider's !important rules.
  await expect(heading(page)).toHaveAttribute("style", /background-color: rgb\(11, 31, 58\) !important/);
  for (const state of ["blocked", "disabled"]) {
    const day = frame.locator(`.fullCalendar:visible td.${state}`).first();
    await expect(day).toHaveCSS("background-color", navy);
    await expect(day).toHaveCSS("color", lime);
  }
  const today = frame.locator(".fullCalendar:visible td.today").first();
  await expect(today).toHaveCSS("background-color", lime);
  await expect(today).toHaveCSS("outline-style", "solid");
  const free = frame.locator(".fullCalendar:visible td.free").first();
  await free.hover();
  await expect(free).toHaveCSS("background-color", lime);
  await expect(frame.locator(".logo")).toBeHidden();
}

test("a provider stylesheet that fails does not hold the calendar back", async ({ page }) => {
  allowConsole(...failedLoads);
  await page.route(providerStyles, (route) => route.abort("connectionfailed"));
  await page.goto("/en/mitte");
  await area(page).scrollIntoViewIfNeeded();
  await expect(area(page)).toHaveAttribute("data-status", "drawn");
  await expect(heading(page)).toHaveText("November 2026");
});

test("after 10 s the watcher stops and the frame's stylesheet keeps later months branded", async ({ page }) => {
  // The page's and the frame's clock (Playwright's, one for the whole context): 10 s without waiting them.
  await page.clock.install();
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expect(heading(page)).toHaveText("November 2026");
  await page.clock.runFor(10_500);
  await calendar(page).locator(".btn-next").click();
  await expect(heading(page)).toHaveText("December 2026");
  await expect(heading(page)).not.toHaveAttribute("style", /.+/);
  await expect(heading(page)).toHaveCSS("background-color", navy);
  const blocked = calendar(page).locator(".fullCalendar:visible td.blocked").first();
  await expect(blocked).toHaveCSS("background-color", navy);
});
