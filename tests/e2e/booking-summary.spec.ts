import { bookingSummary } from "../content";
import type { Page } from "@playwright/test";
import { expect, expectContactsShown, test } from "./fixtures";
import { decided, desktop, messages, phone, type Locale, pageReady } from "./site";

/**
 * docs/product.md: the booking page summarises what is being booked (photo, facts,
 * times, cancellation and payment terms, a link to the AGB) beside the provider's tool on wide
 * screens and above it on phones; with All Properties, both apartments as small cards. That the
 * summary's facts stand one a line at 1280 px, in every language, is asked of every booking page
 * by the accessibility sweep (accessibility.spec.ts).
 */
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const summary = (page: Page) => page.locator("[data-slot=booking-summary]");
const area = (page: Page) => page.locator("[data-slot=booking-area]");

/**
 * The summary shown: its photo, name and facts. What it says (and its AGB link) is asked of the
 * build for every booking page (tests/built/booking-page.test.ts); after a choice, the page the
 * browser then shows is asked all of it (expectSummary).
 */
async function expectSummaryShown(page: Page, locale: Locale, slug: "pberg" | "mitte") {
  const want = bookingSummary(locale, slug);
  const box = summary(page);
  await expect(box.getByText(want.title, { exact: true })).toBeVisible();
  await expect(box.getByRole("img", { name: want.alt })).toBeVisible();
  for (const fact of want.facts) await expect(box.getByText(fact, { exact: true })).toBeVisible();
}

async function expectSummary(page: Page, locale: Locale, slug: "pberg" | "mitte") {
  await expectSummaryShown(page, locale, slug);
  const want = bookingSummary(locale, slug);
  const box = summary(page);
  await expect(box.locator("[data-slot=booking-terms] li")).toHaveText(want.terms);
  await expect(box.getByRole("link", { name: messages[locale].stay.termsLink })).toHaveAttribute(
    "href",
    `/${locale}/agb`,
  );
}

// Loaded at 1280 px, asked at 375 px too by resizing.
test.describe("at 1280 and 375 px", () => {
  test.use({ viewport: desktop });

  test("/en/booknow/pberg: the summary beside the tool, in the first view, above it at 375 px with the contacts; choosing another apartment changes it", async ({
    page,
  }) => {
    await page.goto("/en/booknow/pberg");
    await test.step("/en/booknow/pberg: the summary beside the tool, in the first view", async () => {
      await expectSummaryShown(page, "en", "pberg");
      const [side, tool] = [(await summary(page).boundingBox())!, (await area(page).boundingBox())!];
      expect(side.x).toBeGreaterThanOrEqual(tool.x + tool.width);
      expect(side.y).toBeLessThan(desktop.height);
      // The photo and the apartment's name are in the first view.
      await expect(summary(page).getByRole("img")).toBeInViewport();
      await expect(summary(page).getByText("Zionskirchplatz", { exact: true })).toBeInViewport();
    });
    await test.step("at 375 px, on the same load: the summary above the tool, and the contacts", async () => {
      await page.setViewportSize(phone);
      const [above, tool] = [(await summary(page).boundingBox())!, (await area(page).boundingBox())!];
      expect(above.y + above.height).toBeLessThanOrEqual(tool.y);
      expect(above.x + above.width).toBeLessThanOrEqual(phone.width);
      await expectContactsShown(page.locator("main"));
      await page.setViewportSize(desktop);
    });
    await test.step("choosing another apartment changes the summary", async () => {
      await pageReady(page);
      await page.getByRole("combobox", { name: messages.en.booking.selectLabel, exact: true }).selectOption("mitte");
      await expectSummary(page, "en", "mitte");
    });
  });

  test("/fr/booknow: the contacts; both apartments as small cards, above the tool at 375 px, each leading to its own booking", async ({
    page,
  }) => {
    await page.goto("/fr/booknow");
    await pageReady(page);
    await test.step("the booking page offers the contacts", () => expectContactsShown(page.locator("main")));
    // Their photos', names' and links' markup: tests/built/booking-page.test.ts.
    const cards = summary(page).locator("[data-slot=booking-choice]");
    await expect(cards).not.toHaveCount(0);
    for (const [index, slug] of (["pberg", "mitte"] as const).entries()) {
      const want = bookingSummary("fr", slug);
      const card = cards.nth(index);
      await expect(card.getByRole("img", { name: want.alt })).toBeVisible();
      await expect(card.getByText(want.title, { exact: true })).toBeVisible();
      // One fact per line, nothing wider than the card (a trailing "·" once ran 3 px out of it).
      const facts = want.facts.slice(0, 2).map((fact) => card.getByText(fact, { exact: true }));
      const [first, second] = await Promise.all(facts.map(async (fact) => (await fact.boundingBox())!));
      expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height - 1);
      expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    await test.step("at 375 px, on the same load: the cards above the tool", async () => {
      await page.setViewportSize(phone);
      const [above, tool] = [(await summary(page).boundingBox())!, (await area(page).boundingBox())!];
      expect(above.y + above.height).toBeLessThanOrEqual(tool.y);
      await page.setViewportSize(desktop);
    });
    await cards.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/fr\/booknow\/mitte$/);
    await expect(page.getByRole("combobox", { name: messages.fr.booking.selectLabel, exact: true })).toHaveValue(
      "mitte",
    );
    await expectSummary(page, "fr", "mitte");
  });
});
