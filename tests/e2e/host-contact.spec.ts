import { operator } from "../content";
import type { Locator, Page } from "@playwright/test";
import { bookingScript, bookingSource, calendarScript, calendarSource, failFirst } from "./fakes";
import { allowConsole, expect, test } from "./fixtures";
import { decided, desktop, messages, phone, pageReady } from "./site";

/**
 * docs/product.md: the host can be reached by e-mail, phone or WhatsApp links, from
 * app/content/operator.yaml: on apartment pages, on the booking page, in the mobile menu and in
 * every embed failure message.
 */
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const email = `mailto:${operator.email}`;
const tel = `tel:${operator.phone.replace(/[^\d+]/g, "")}`;
const whatsapp = `https://wa.me/${operator.whatsapp!.replace(/\D/g, "")}`;

/** The three links inside `scope`, visible, with their exact targets; WhatsApp opens a new tab. */
async function expectContacts(scope: Locator) {
  for (const href of [email, tel, whatsapp]) {
    const link = scope.locator(`a[href="${href}"]`);
    await expect(link, href).toHaveCount(1);
    await expect(link, href).toBeVisible();
  }
  const wa = scope.locator(`a[href="${whatsapp}"]`);
  await expect(wa).toHaveAttribute("target", "_blank");
  await expect(wa).toHaveAttribute("rel", "noopener");
}

const ready = (page: Page) => pageReady(page);

test("the shipped WhatsApp placeholder is a number (the test data has one)", () => {
  expect(operator.whatsapp).toMatch(/\d{8,}/);
});

test.describe("at 375 px", () => {
  test.use({ viewport: phone });

  test("an apartment page has a contact block", async ({ page }) => {
    await page.goto("/en/pberg");
    await expectContacts(page.locator("main [data-slot=contact-block]"));
  });

  test("the booking page offers the contacts", async ({ page }) => {
    await page.goto("/de/booknow/mitte");
    await expectContacts(page.locator("main"));
  });

  test("the mobile menu offers the contacts", async ({ page }) => {
    await page.goto("/es/pberg");
    await ready(page);
    await page.getByRole("button", { name: messages.es.nav.openMenu }).click();
    await expectContacts(page.getByRole("dialog"));
  });

  test("the booking tool's failure message offers the contacts", async ({ page }) => {
    allowConsole(/Failed to load resource/);
    await failFirst(page, bookingScript, 3, bookingSource);
    await page.goto("/en/booknow/pberg");
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expectContacts(alert);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: desktop });

  test("the booking card's contact link leads to the contacts", async ({ page }) => {
    await page.goto("/de/mitte");
    await page.locator("[data-slot=booking-card]").getByRole("link", { name: messages.de.contact.title }).click();
    await expectContacts(page.locator("[data-slot=contact-block]"));
    const block = (await page.locator("[data-slot=contact-block]").boundingBox())!;
    expect(block.y).toBeLessThan(desktop.height);
    expect(block.y + block.height).toBeGreaterThan(0);
  });

  test("the booking page offers the contacts", async ({ page }) => {
    await page.goto("/fr/booknow");
    await expectContacts(page.locator("main"));
  });

  test("the calendar's failure message offers the contacts", async ({ page }) => {
    allowConsole(/Failed to load resource/);
    await failFirst(page, calendarScript, 3, calendarSource);
    await page.goto("/en/pberg");
    const area = page.locator("[data-slot=calendar-area]");
    await area.scrollIntoViewIfNeeded();
    const alert = area.getByRole("alert");
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expectContacts(alert);
  });
});
