import { apartmentFacts, mitteCopy } from "../content";
import type { Page } from "@playwright/test";
import { calendarSource, calendarScript, failFirst, hang, providerCss, providerStyles, serveScript } from "./fakes";
import { allowConsole, expect, expectHostContact, test } from "./fixtures";
import { afterFrames, decided, desktop, messages, phone, pageReady, type Locale } from "./site";

// The calendar as the provider draws it (fakes.ts), in the site's own frame document.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));
test.use({ viewport: desktop });

const area = (page: Page) => page.locator("[data-slot=calendar-area]");
const calendar = (page: Page) => page.frameLocator("[data-slot=calendar-area] iframe");
const heading = (page: Page) => calendar(page).locator(".fullCalendar:visible .calendar h2").first();
const failedLoads = [/Failed to load resource/];
const navy = "rgb(11, 31, 58)";
const lime = "rgb(220, 249, 138)";

type CalendarPost = { method: string; url: string; form: Record<string, string> };

/** Records the calendar's data requests: method, URL and form. */
function calendarPosts(page: Page) {
  const posts: CalendarPost[] = [];
  page.on("request", (request) => {
    if (!request.url().includes("/cockpit/widget/single-calendar/")) return;
    const form = Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
    posts.push({ method: request.method(), url: request.url(), form });
  });
  return posts;
}

/** Steps a language's load asks besides the drawn calendar: each was a test of its own, on the same page. */
const more: Partial<
  Record<
    Locale,
    { before?: (page: Page) => Promise<void>; after?: (page: Page, posts: CalendarPost[]) => Promise<void> }
  >
> = {
  // The provider's script held for 1.5 s, so that the loading state can be read.
  fr: {
    before: async (page) => {
      await page.route(calendarScript, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await serveScript(calendarSource)(route);
      });
    },
    // Drawn, then seen as on a phone with reduced motion: the frame follows its width and the
    // media query, as it would have loaded so.
    after: async (page) => {
      await test.step("at 375 px with reduced motion: one month, no transitions, at least 600 px", async () => {
        await page.setViewportSize(phone);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await expect(calendar(page).locator(".smallDevices")).toBeVisible();
        await expect(calendar(page).locator(".bigDevices")).toBeHidden();
        await expect(heading(page)).toHaveCSS("transition-duration", "0s");
        await expect.poll(async () => (await area(page).boundingBox())!.height).toBeGreaterThanOrEqual(600);
      });
    },
  },
  en: {
    after: async (page, posts) => {
      await test.step("without reduced motion the provider's transition stays", async () => {
        await expect(heading(page)).toHaveCSS("transition-duration", "0.4s");
      });
      await test.step("the controls are reached with Tab from the page", async () => {
        await area(page).locator("iframe").focus();
        await page.keyboard.press("Tab");
        await expect(calendar(page).getByRole("button", { name: messages.en.embed.previousMonth })).toBeFocused();
      });
      await test.step("a link to the other apartment draws its calendar, once", async () => {
        await page.getByRole("banner").getByRole("link", { name: apartmentFacts.mitte.shortName, exact: true }).click();
        await expect(page).toHaveURL(/\/en\/mitte$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(mitteCopy.title.en);
        await area(page).scrollIntoViewIfNeeded();
        await expect(heading(page)).toHaveText("November 2026");
        await expect(area(page).locator("iframe")).toHaveCount(1);
        expect(posts.map((post) => post.url.split("/").at(-1))).toEqual([
          apartmentFacts.pberg.smoobuId,
          apartmentFacts.mitte.smoobuId,
        ]);
      });
    },
  },
  de: {
    after: async (page, posts) => {
      await test.step("month controls are buttons named in the page language, worked by Enter and Space", async () => {
        const t = messages.de.embed;
        const next = calendar(page).getByRole("button", { name: t.nextMonth });
        const previous = calendar(page).getByRole("button", { name: t.previousMonth });
        await expect(next).toHaveAttribute("tabindex", "0");
        await expect(previous).toHaveAttribute("tabindex", "0");
        await next.focus();
        await page.keyboard.press("Enter");
        await expect(heading(page)).toHaveText("December 2026");
        // Redrawn: still a named button, and focus stayed on it.
        await expect(next).toBeFocused();
        await page.keyboard.press("Space");
        await expect(heading(page)).toHaveText("January 2027");
        await expect(next).toBeFocused();
        await page.keyboard.press("Shift+Tab");
        await expect(previous).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(heading(page)).toHaveText("December 2026");
        await expect(previous).toBeFocused();
      });
      // Under the site's policies, which any frame's violation would have failed (fixtures.ts).
      await test.step("a POST for each month shown; the provider's stylesheet applied, with its image and font", async () => {
        expect(posts.map(({ method, form }) => `${method} ${form.month}/${form.year}`)).toEqual([
          "POST 11/2026",
          "POST 12/2026",
          "POST 1/2027",
          "POST 12/2026",
        ]);
        await expect(calendar(page).locator(".btn-next")).toHaveCSS(
          "background-image",
          /login\.smoobu\.com\/img\/arrow\.svg/,
        );
        const frame = page.frames().find((frame) => frame.url().includes("/embed/calendar"))!;
        await expect.poll(() => frame.evaluate(() => document.fonts.check('16px "SmoobuIcons"'))).toBe(true);
      });
    },
  },
};

// The area's name in the page language is asked of the build (tests/built/apartment-page.test.ts),
// and that the frame document takes every language the site has, of the frame's code
// (app/calendar/calendar-frame-document.test.ts). Drawn here in the languages whose loads ask more.
for (const locale of ["en", "de", "fr"] as const) {
  test(`${locale}: the calendar is drawn for the apartment, in the page language`, async ({ page }) => {
    const { smoobuId, verificationHash } = apartmentFacts.pberg;
    const posts = calendarPosts(page);
    await more[locale]?.before?.(page);
    await page.goto(`/${locale}/pberg`);
    await pageReady(page);
    await area(page).scrollIntoViewIfNeeded();
    if (locale === "fr")
      await test.step("loading and ready are announced; a message from another window is ignored", async () => {
        const status = area(page).getByRole("status");
        await expect(status).toHaveText(messages.fr.embed.calendarLoading);
        // Not from the calendar's frame: neither a failure nor a height is taken from it.
        await page.evaluate(() => postMessage({ kiezCalendar: 1, state: "failed", height: 5000 }, location.origin));
        await expect(status).toHaveText(messages.fr.embed.calendarReady);
        await expect(area(page).getByRole("alert")).toHaveCount(0);
        expect((await area(page).boundingBox())!.height).toBeLessThan(1000);
      });
    await test.step("drawn for the apartment, in the page language", async () => {
      await expect(heading(page)).toHaveText("November 2026");
      expect(posts).toEqual([
        {
          method: "POST",
          url: `https://login.smoobu.com/${locale}/cockpit/widget/single-calendar/${smoobuId}`,
          form: { month: "11", year: "2026", verificationHash },
        },
      ]);
      await expect(calendar(page).locator("html")).toHaveAttribute("lang", locale);
    });
    await more[locale]?.after?.(page, posts);
  });
}

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

/** One attempt of the calendar's frame to load the provider's script, on the frame's clock. */
type Attempt = { added: number; failed?: number };

test("two failed loads, then the calendar: retried about 1 s and 3 s later", async ({ page }) => {
  allowConsole(...failedLoads);
  const times = await failFirst(page, calendarScript, 2, calendarSource);
  // In the calendar's frame, on its own clock: when each attempt's script went in and when it
  // failed. The gaps are the frame's waits alone, not the test process's answers to the requests,
  // which a busy machine delays.
  await page.addInitScript((src) => {
    const attempts: Attempt[] = [];
    Object.assign(window, { calendarAttempts: attempts });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof HTMLScriptElement && node.src === src) {
          const attempt: Attempt = { added: performance.now() };
          attempts.push(attempt);
          node.addEventListener("error", () => (attempt.failed = performance.now()));
        }
    }).observe(document, { childList: true, subtree: true });
  }, calendarScript);
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expect(heading(page)).toBeVisible({ timeout: 10_000 });
  expect(times).toHaveLength(3);
  const frame = page.frames().find((frame) => frame.url().includes("/embed/calendar"))!;
  const attempts = await frame.evaluate(() => (window as unknown as { calendarAttempts: Attempt[] }).calendarAttempts);
  expect(attempts).toHaveLength(3);
  const [first, second] = [attempts[1]!.added - attempts[0]!.failed!, attempts[2]!.added - attempts[1]!.failed!];
  expect(first).toBeGreaterThanOrEqual(995);
  expect(first).toBeLessThan(2000);
  expect(second).toBeGreaterThanOrEqual(2995);
  expect(second).toBeLessThan(4500);
});

/**
 * The failure message: in the page language, with every way forward. `since`: shown within 20 s
 * of that moment; without it, the test ran the page's clock (the message must be there already).
 */
async function expectFailure(page: Page, locale: "fr" | "en", since?: number) {
  const t = messages[locale].embed;
  const alert = area(page).getByRole("alert");
  await expect(alert).toContainText(t.calendarFailed, { timeout: since === undefined ? 5_000 : 20_000 });
  if (since !== undefined) expect(Date.now() - since).toBeLessThan(20_000);
  await expect(alert.getByRole("link", { name: t.openBooking })).toHaveAttribute("href", `/${locale}/booknow/pberg`);
  await expectHostContact(alert);
  await expect(alert.getByRole("button", { name: t.retry })).toBeVisible();
  expect((await area(page).boundingBox())!.height).toBeGreaterThanOrEqual(600);
}

test("after the last failure: the message, and Try again draws the calendar", async ({ page }) => {
  allowConsole(...failedLoads);
  const times = await failFirst(page, calendarScript, 3, calendarSource);
  await page.goto("/fr/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expectFailure(page, "fr", Date.now());
  expect(times).toHaveLength(3);
  // From the keyboard: the button goes, focus stays in the area (not on the body).
  await area(page).getByRole("button", { name: messages.fr.embed.retry }).focus();
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("November 2026");
  await expect(area(page).getByRole("alert")).toHaveCount(0);
  await expect(area(page)).toBeFocused();
});

/** From the moment the area is loading, 20 s of the page's clock (frame included, retries and all). */
async function twentySecondsLater(page: Page) {
  await expect(area(page)).toHaveAttribute("data-status", "loading");
  await expect(area(page).getByRole("alert")).toHaveCount(0);
  await page.clock.runFor(20_000);
}

test("a script that never answers ends in the message within 20 s", async ({ page }) => {
  await page.clock.install();
  // Chromium hands a retry of the same URL the request still pending: one request in all.
  const times = await hang(page, calendarScript);
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  // The script was asked for (and hangs) before the clock runs: else the 20 s would pass before the
  // frame's request, and the test would see another failure (it did, 3 runs in 4, on the runtime).
  await expect.poll(() => times.length).toBeGreaterThanOrEqual(1);
  await twentySecondsLater(page);
  await expectFailure(page, "en");
});

test("a script that loads but never draws ends in the message within 20 s", async ({ page }) => {
  await page.clock.install();
  await page.route(calendarScript, serveScript("window.__calendarRuns = 1;"));
  await page.goto("/en/pberg");
  await area(page).scrollIntoViewIfNeeded();
  await expect(area(page).getByRole("status")).toHaveText(messages.en.embed.calendarLoading);
  await twentySecondsLater(page);
  await expectFailure(page, "en");
});
