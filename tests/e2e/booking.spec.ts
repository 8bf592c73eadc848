import { apartmentFacts, operator } from "../content";
import type { Page } from "@playwright/test";
import { bookingFrames, bookingScript, bookingSource, failFirst, hang } from "./fakes";
import { layoutShift, recordLayoutShifts } from "./budgets";
import { allowConsole, expect, expectHostContact, test } from "./fixtures";
import { afterFrames, busyAtNext, decided, desktop, messages, phone, pageReady } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const select = (page: Page) => page.getByRole("combobox", { name: messages.en.booking.selectLabel, exact: true });
const frame = (page: Page) => page.locator("[data-slot=booking-area] iframe");
const inits = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __bookingInits: { url: string; baseUrl: string; target: string }[] }).__bookingInits,
  );
const account = operator.smoobuAccountId;
const { pberg, mitte } = apartmentFacts;

/** From a booking page on /en/booknow/pberg: its tool, in English, and the checkout's payment window reports back to it. */
async function expectPaymentReported(page: Page) {
  await expect(page).toHaveURL(/\/en\/booknow\/pberg$/);
  await expect(frame(page)).toHaveAttribute(
    "src",
    `https://login.smoobu.com/en/booking-tool/iframe/${account}/${pberg.smoobuId}`,
  );
  const tool = page.frameLocator("[data-slot=booking-area] iframe");
  const opened = page.context().waitForEvent("page");
  await tool.getByRole("button", { name: "Pay with PayPal" }).click();
  const payment = await opened;
  await expect(payment.locator("#state")).toHaveText("reported");
  await expect(tool.locator("#paid")).toHaveText("paid");
}

// Which option each page preselects, and the options' words, are asked of the build
// (tests/built/booking-page.test.ts); here, the tool each page loads. A choice loads the chosen
// page (a document load, as a link to it would), so the pages the choices reach are the direct
// loads too.
test("every change replaces the URL and loads the tool for that apartment", async ({ page }) => {
  await page.goto("/de/booknow");
  await pageReady(page);
  const loaded: string[] = [];
  /** The page the choice loaded: one tool, initialised once, for that apartment. */
  const settled = async (apartment?: { smoobuId: string }) => {
    await pageReady(page);
    await expect(frame(page)).toHaveCount(1);
    const tool = `https://login.smoobu.com/de/booking-tool/iframe/${account}${apartment ? `/${apartment.smoobuId}` : ""}`;
    await expect(frame(page)).toHaveAttribute("src", tool);
    const made = await inits(page);
    expect(made.map(({ url, baseUrl }) => ({ url, baseUrl }))).toEqual([
      { url: tool, baseUrl: "https://login.smoobu.com" },
    ]);
    loaded.push(...made.map((init) => init.target));
  };
  await settled();
  const historyLength = await page.evaluate(() => history.length);
  const choose = page.getByRole("combobox", { name: messages.de.booking.selectLabel, exact: true });
  await choose.selectOption("mitte");
  await expect(page).toHaveURL(/\/de\/booknow\/mitte(#apartment-select)?$/);
  await settled(mitte);
  await test.step("the provider's frame has a name in the page language and may use payment (its checkout), nothing else", async () => {
    await expect(frame(page)).toHaveAttribute("title", messages.de.booking.bookingFrameTitle);
    await expect(page.frameLocator("[data-slot=booking-area] iframe").locator("#payment")).toHaveText(
      "payment true, camera false",
    );
  });
  await choose.selectOption("pberg");
  await expect(page).toHaveURL(/\/de\/booknow\/pberg(#apartment-select)?$/);
  await settled(pberg);
  await choose.selectOption("all");
  await expect(page).toHaveURL(/\/de\/booknow(#apartment-select)?$/);
  await settled();
  expect(loaded).toEqual([
    "#apartmentIframeAll",
    `#apartmentIframe${mitte.smoobuId}`,
    `#apartmentIframe${pberg.smoobuId}`,
    "#apartmentIframeAll",
  ]);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("arrow keys load only the apartment they stop at", async ({ page }) => {
  await page.goto("/en/booknow");
  await pageReady(page);
  await expect(frame(page)).toHaveCount(1);
  const pages: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      pages.push(new URL(request.url()).pathname);
  });
  await select(page).focus();
  // The page is busy for 300 ms as the first key comes (the provider's tool starting, say): the
  // key's timeStamp is when it was pressed, older than the change it makes once the page is free.
  await busyAtNext(page, "keydown", 300);
  // A closed select takes each arrow key as a choice (Chromium on Linux and Windows).
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(/\/en\/booknow\/pberg(#apartment-select)?$/);
  await pageReady(page);
  await expect(select(page)).toHaveValue("pberg");
  await expect(frame(page)).toHaveAttribute("src", new RegExp(`/${pberg.smoobuId}$`));
  expect((await inits(page)).map((init) => init.target)).toEqual([`#apartmentIframe${pberg.smoobuId}`]);
  expect(pages, "no page loaded on the way").toEqual(["/en/booknow/pberg"]);
  await expect(select(page)).toBeFocused();
});

const area = (page: Page) => page.locator("[data-slot=booking-area]");
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight / innerHeight);

test("while the tool loads the page is about 280vh high; once loaded the area follows the provider's height", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(bookingFrames, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto("/en/booknow");
  await expect(area(page).getByRole("status")).toHaveText(messages.en.embed.loading);
  expect(await pageHeight(page)).toBeGreaterThan(2.5);
  expect(await pageHeight(page)).toBeLessThan(3.2);
  release();
  await expect(area(page)).toHaveAttribute("data-status", "ready");
  // The provider's script sets 1400 px, then 1900 px: once it has settled, the area follows.
  await expect(frame(page)).toHaveAttribute("style", /height: 1900px/);
  await expect.poll(async () => (await area(page).boundingBox())!.height).toBe(1900);
  // Drawn in its frame, under the site's policies (any frame's violation fails a test: fixtures.ts).
  await expect(
    page.frameLocator("[data-slot=booking-area] iframe").getByRole("heading", { name: "Booking" }),
  ).toBeVisible();
  // A taller frame (a later step of the booking) makes the area taller.
  await frame(page).evaluate((element) => (element.style.height = "3000px"));
  await expect.poll(async () => (await area(page).boundingBox())!.height).toBe(3000);
});

// Arriving from an apartment page, as a guest does. (Cross-Origin-Opener-Policy: same-origin
// would cut the provider's payment window off from the tool.)
test("the checkout's PayPal window reports back to the booking tool, starting on /en/pberg", async ({ page }) => {
  await page.goto("/en/pberg");
  await page.locator('main a[href="/en/booknow/pberg"]:visible').first().click();
  await expectPaymentReported(page);
});

/** The booking failure: in the page language, with every way forward. */
async function expectBookingFailure(page: Page, locale: "es" | "en", since?: number) {
  const t = messages[locale].embed;
  const booking = messages[locale].booking;
  const alert = page.getByRole("alert");
  // `since`: within 20 s of it; without it, the test ran the page's clock: the message is there.
  await expect(alert).toContainText(booking.bookingFailed, { timeout: since === undefined ? 5_000 : 20_000 });
  if (since !== undefined) expect(Date.now() - since).toBeLessThan(20_000);
  const provider = alert.getByRole("link", { name: booking.openProviderBooking });
  await expect(provider).toHaveAttribute(
    "href",
    new RegExp(`^https://login\\.smoobu\\.com/${locale}/booking-tool/iframe/${account}/`),
  );
  await expect(provider).toHaveAttribute("target", "_blank");
  await expect(provider).toHaveAttribute("rel", "noopener");
  // Its label says "in a new tab" once (a hidden "(opens in a new tab)" after it said it twice).
  await expect(provider).toHaveAccessibleName(booking.openProviderBooking);
  await expectHostContact(alert);
  await expect(alert.getByRole("button", { name: t.retry })).toBeVisible();
  // No screens of blank space: the area is just the message, less than a screen high.
  const viewport = page.viewportSize()!;
  expect((await area(page).boundingBox())!.height).toBeLessThan(viewport.height);
  // Nothing wider than the screen: the Spanish provider link once made the page 406 px wide at 375.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling").toBeLessThanOrEqual(
    viewport.width,
  );
}

test("a booking frame that never loads ends in the message within 20 s, and the area shrinks to it", async ({
  page,
}) => {
  await page.clock.install();
  await hang(page, bookingFrames);
  await page.goto("/en/booknow/pberg");
  await twentySecondsLater(page);
  await expectBookingFailure(page, "en");
  await expect(frame(page)).toBeHidden();
});

test("a booking script that never answers ends in the message within 20 s", async ({ page }) => {
  await page.clock.install();
  await hang(page, bookingScript);
  await page.goto("/en/booknow/pberg");
  await twentySecondsLater(page);
  await expectBookingFailure(page, "en");
});

/** From the page's start (the tool starts at once), 20 s of the page's clock, retries and all. */
async function twentySecondsLater(page: Page) {
  await pageReady(page);
  await expect(area(page)).toHaveAttribute("data-status", "loading");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.clock.runFor(20_000);
}

test.describe("when the provider cannot be reached", () => {
  test.use({ viewport: phone });
  test("three failures show a message with contacts, and Try again loads the tool", async ({ page }) => {
    allowConsole(/Failed to load resource/);
    const times = await failFirst(page, bookingScript, 3, bookingSource);
    const since = Date.now();
    await page.goto("/es/booknow/mitte");
    await expectBookingFailure(page, "es", since);
    const alert = page.getByRole("alert");
    expect(times).toHaveLength(3);
    // From the keyboard: the button goes, focus stays in the area (not on the body).
    await alert.getByRole("button", { name: messages.es.embed.retry }).focus();
    await page.keyboard.press("Enter");
    await expect(frame(page)).toHaveAttribute(
      "src",
      new RegExp(`/es/booking-tool/iframe/${account}/${mitte.smoobuId}$`),
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("[data-slot=booking-area]")).toBeFocused();
  });
});

test("a failure while the guest reads the page's end moves nothing; the blank goes once they scroll back up", async ({
  page,
}) => {
  allowConsole(/Failed to load resource/);
  await page.addInitScript(recordLayoutShifts);
  await failFirst(page, bookingScript, 3, bookingSource);
  await page.goto("/en/booknow/pberg");
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  // Three attempts with the retries' 1 s and 3 s between them: 4 s of the page's own clock before
  // the message, so the 5 s of an assertion's default would leave a busy machine under a second.
  await expect(page.getByRole("alert")).toContainText(messages.en.booking.bookingFailed, { timeout: 20_000 });
  await afterFrames(page);
  expect((await layoutShift(page)).total).toBeLessThan(0.02);
  await page.evaluate(() => scrollTo(0, 0));
  await expect.poll(async () => (await area(page).boundingBox())!.height).toBeLessThan(page.viewportSize()!.height);
  expect((await layoutShift(page)).total).toBeLessThan(0.02);
});
