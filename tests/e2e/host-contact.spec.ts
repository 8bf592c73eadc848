import { operator } from "../content";
import { expect, test } from "./fixtures";
import type { Locator } from "@playwright/test";
import { decided, desktop, messages, phone, pageReady } from "./site";

/**
 * docs/product.md: the host can be reached by e-mail, phone or WhatsApp links, from
 * app/content/operator.yaml: on apartment pages, on the booking page, in the mobile menu and in
 * every embed failure message (asked where those fail: booking.spec.ts and calendar.spec.ts, with
 * expectHostContact). Which links the pages hold, named how and leading where, is read from the
 * build (tests/built/host-contact-markup.test.ts); asked here is that a guest sees them.
 */
test.beforeEach(async ({ page }) => page.addInitScript(decided()));

/** The host's three links inside `scope`, each shown. */
async function expectContactsShown(scope: Locator) {
  const email = `mailto:${operator.email}`;
  const tel = `tel:${operator.phone.replace(/[^\d+]/g, "")}`;
  const whatsapp = `https://wa.me/${operator.whatsapp!.replace(/\D/g, "")}`;
  for (const href of [email, tel, whatsapp]) await expect(scope.locator(`a[href="${href}"]`), href).toBeVisible();
}

test.describe("at 375 px", () => {
  test.use({ viewport: phone });

  test("/es/pberg: the contact block and the mobile menu show the contacts", async ({ page }) => {
    await page.goto("/es/pberg");
    await test.step("an apartment page has a contact block", () =>
      expectContactsShown(page.locator("main [data-slot=contact-block]")));
    await test.step("the mobile menu offers the contacts", async () => {
      await pageReady(page);
      await page.getByRole("button", { name: messages.es.nav.openMenu }).click();
      await expectContactsShown(page.getByRole("dialog"));
    });
  });

  test("the booking page offers the contacts", async ({ page }) => {
    await page.goto("/de/booknow/mitte");
    await expectContactsShown(page.locator("main"));
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: desktop });

  test("the booking card's contact link leads to the contacts", async ({ page }) => {
    await page.goto("/de/mitte");
    await page.locator("[data-slot=booking-card]").getByRole("link", { name: messages.de.contact.title }).click();
    await expectContactsShown(page.locator("[data-slot=contact-block]"));
    const block = (await page.locator("[data-slot=contact-block]").boundingBox())!;
    expect(block.y).toBeLessThan(desktop.height);
    expect(block.y + block.height).toBeGreaterThan(0);
  });

  test("the booking page offers the contacts", async ({ page }) => {
    await page.goto("/fr/booknow");
    await expectContactsShown(page.locator("main"));
  });
});
