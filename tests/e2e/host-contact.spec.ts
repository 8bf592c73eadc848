import { operator } from "../content";
import type { Page } from "@playwright/test";
import { expect, expectHostContact, test } from "./fixtures";
import { decided, desktop, messages, phone, pageReady } from "./site";

/**
 * docs/product.md: the host can be reached by e-mail, phone or WhatsApp links, from
 * app/content/operator.yaml: on apartment pages, on the booking page, in the mobile menu and in
 * every embed failure message (asked where those fail: booking.spec.ts and calendar.spec.ts, with
 * the same expectHostContact).
 */
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const ready = (page: Page) => pageReady(page);

test("the shipped WhatsApp placeholder is a number (the test data has one)", () => {
  expect(operator.whatsapp).toMatch(/\d{8,}/);
});

test.describe("at 375 px", () => {
  test.use({ viewport: phone });

  test("an apartment page has a contact block", async ({ page }) => {
    await page.goto("/en/pberg");
    await expectHostContact(page.locator("main [data-slot=contact-block]"));
  });

  test("the booking page offers the contacts", async ({ page }) => {
    await page.goto("/de/booknow/mitte");
    await expectHostContact(page.locator("main"));
  });

  test("the mobile menu offers the contacts", async ({ page }) => {
    await page.goto("/es/pberg");
    await ready(page);
    await page.getByRole("button", { name: messages.es.nav.openMenu }).click();
    await expectHostContact(page.getByRole("dialog"));
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: desktop });

  test("the booking card's contact link leads to the contacts", async ({ page }) => {
    await page.goto("/de/mitte");
    await page.locator("[data-slot=booking-card]").getByRole("link", { name: messages.de.contact.title }).click();
    await expectHostContact(page.locator("[data-slot=contact-block]"));
    const block = (await page.locator("[data-slot=contact-block]").boundingBox())!;
    expect(block.y).toBeLessThan(desktop.height);
    expect(block.y + block.height).toBeGreaterThan(0);
  });

  test("the booking page offers the contacts", async ({ page }) => {
    await page.goto("/fr/booknow");
    await expectHostContact(page.locator("main"));
  });
});
