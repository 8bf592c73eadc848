import { apartmentFacts, mitteCopy } from "../content";
import type { Page } from "@playwright/test";
import { calendarSource, calendarScript, serveScript } from "./fakes";
import { expect, test } from "./fixtures";
import { decided, desktop, messages, phone, pageReady, type Locale } from "./site";
import { area, calendar, heading } from "./calendar";

// The calendar as the provider draws it (fakes.ts), in the site's own frame document, in the page
// language. Its stylesheet: calendar-styles.spec.ts; its failures: calendar-failure.spec.ts.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));
test.use({ viewport: desktop });

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
