import { operator } from "../content";
import type { Page } from "@playwright/test";
import { bookingScript, bookingSource, failFirst } from "./fakes";
import { allowConsole, expect, test } from "./fixtures";
import { decided, desktop, messages, phone } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const select = (page: Page) => page.getByLabel(messages.en.booking.selectLabel);
const frame = (page: Page) => page.locator("[data-slot=booking-area] iframe");
const inits = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bookingInits: { url: string; target: string }[] }).__bookingInits);
const account = operator.smoobuAccountId;
const { pberg, mitte } = operator.apartments;

for (const [path, value, tool, target] of [
  ["/en/booknow", "all", `https://login.smoobu.com/en/booking-tool/iframe/${account}`, "#apartmentIframeAll"],
  [
    "/en/booknow/pberg",
    "pberg",
    `https://login.smoobu.com/en/booking-tool/iframe/${account}/${pberg.smoobuId}`,
    `#apartmentIframe${pberg.smoobuId}`,
  ],
  [
    "/en/booknow/mitte",
    "mitte",
    `https://login.smoobu.com/en/booking-tool/iframe/${account}/${mitte.smoobuId}`,
    `#apartmentIframe${mitte.smoobuId}`,
  ],
] as const) {
  test(`${path} preselects ${value} and loads its booking tool`, async ({ page }) => {
    await page.goto(path);
    await expect(select(page)).toHaveValue(value);
    await expect(frame(page)).toHaveAttribute("src", tool);
    expect(await inits(page)).toEqual([{ url: tool, baseUrl: "https://login.smoobu.com", target }]);
  });
}

test("the selector has the placeholder and the three options, translated", async ({ page }) => {
  await page.goto("/it/booknow");
  const t = messages.it.booking;
  const options = page.getByLabel(t.selectLabel).locator("option");
  await expect(options).toHaveText([t.selectPlaceholder, t.all, t.mitte, t.pberg]);
  await expect(options.first()).toBeDisabled();
});

test("every change replaces the URL and reloads the tool for that apartment", async ({ page }) => {
  await page.goto("/de/booknow");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(frame(page)).toHaveCount(1);
  const historyLength = await page.evaluate(() => history.length);
  const choose = page.getByLabel(messages.de.booking.selectLabel);
  await choose.selectOption("mitte");
  await expect(page).toHaveURL(/\/de\/booknow\/mitte$/);
  await expect(frame(page)).toHaveAttribute("src", new RegExp(`/de/booking-tool/iframe/${account}/${mitte.smoobuId}$`));
  await choose.selectOption("pberg");
  await expect(page).toHaveURL(/\/de\/booknow\/pberg$/);
  await expect(frame(page)).toHaveAttribute("src", new RegExp(`/${pberg.smoobuId}$`));
  await choose.selectOption("all");
  await expect(page).toHaveURL(/\/de\/booknow$/);
  await expect(frame(page)).toHaveAttribute("src", new RegExp(`/iframe/${account}$`));
  await expect(frame(page)).toHaveCount(1);
  expect((await inits(page)).map((init) => init.target)).toEqual([
    "#apartmentIframeAll",
    `#apartmentIframe${mitte.smoobuId}`,
    `#apartmentIframe${pberg.smoobuId}`,
    "#apartmentIframeAll",
  ]);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});

test("the page is about 280vh high", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/en/booknow");
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: innerHeight,
  }));
  expect(height / viewport).toBeGreaterThan(2.5);
  expect(height / viewport).toBeLessThan(3.2);
});

test.describe("when the provider cannot be reached", () => {
  test.use({ viewport: phone });
  test("three failures show a message with contacts, and Try again loads the tool", async ({ page }) => {
    allowConsole(/Failed to load resource/);
    const times = await failFirst(page, bookingScript, 3, bookingSource);
    await page.goto("/es/booknow/mitte");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(messages.es.embed.bookingFailed, { timeout: 10_000 });
    await expect(alert).toContainText(operator.email);
    expect(times).toHaveLength(3);
    await alert.getByRole("button", { name: messages.es.embed.retry }).click();
    await expect(frame(page)).toHaveAttribute(
      "src",
      new RegExp(`/es/booking-tool/iframe/${account}/${mitte.smoobuId}$`),
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
