import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { messages, phone } from "./site";

/**
 * Everything but the embeds, the viewer and the banner's buttons works with JavaScript off
 * (decision 012): the widgets are HTML and CSS first. The same checks with script on are in
 * apartment.spec.ts, carousel.spec.ts and header-footer.spec.ts. What the markup offers without script (the photos'
 * links, the booking area's words and link, the apartment choice's links, Book's target) is read
 * from the build: tests/built/no-script-markup.test.ts.
 */
test.use({ javaScriptEnabled: false, viewport: phone });
const t = messages.en;
const carousel = (page: Page) => page.locator(`section[aria-roledescription="${t.apartment.carouselRole}"]`);

test("/en/pberg: the carousel, the amenities and the language menu work without script; /de/pberg, reached by it, has no empty calendar and its questions open", async ({
  page,
}) => {
  await page.goto("/en/pberg");
  await test.step("the carousel scrolls from photo to photo, without arrows that would do nothing", async () => {
    const region = carousel(page);
    await expect(region.getByRole("button", { name: t.apartment.nextPhoto })).toBeHidden();
    const slides = region.locator("[role=group]");
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Scroll snapping settles on a later photo, flush with the carousel's edge. The wheel is turned
    // again only if the track has not moved at all (once, a wheel right after the load moved nothing
    // in 5 s); on a loaded machine the first turn may still be on its way, and then both land, so
    // any photo after the first counts, as long as it is flush.
    const pitch = Math.round((await slides.nth(1).boundingBox())!.x - (await slides.nth(0).boundingBox())!.x);
    const firstPhotoLeft = async () => Math.round((await slides.nth(0).boundingBox())!.x - box.x);
    // "flush", or where the first photo is (what a failure shows).
    const track = async () => {
      const left = await firstPhotoLeft();
      return left < 0 && left % pitch === 0 ? "flush" : `first photo at ${left} px, pitch ${pitch} px`;
    };
    await expect(async () => {
      if ((await firstPhotoLeft()) === 0) await page.mouse.wheel(box.width * 0.7, 0);
      await expect.poll(track, { timeout: 3000 }).toBe("flush");
    }).toPass({ timeout: 10_000 });
    const shown = -(await firstPhotoLeft()) / pitch;
    // A photo is a link to its full image until the viewer's code can run.
    await expect(slides.nth(shown).getByRole("link")).toHaveAttribute("href", /\.webp$/);
  });

  await test.step("amenities open one at a time and close again", async () => {
    const section = page.locator("section[aria-labelledby=amenities]");
    const summaries = section.locator("summary");
    await summaries.nth(0).click();
    await expect(section.locator("details").nth(0).getByRole("listitem").first()).toBeVisible();
    await summaries.nth(1).click();
    await expect(section.locator("details[open]")).toHaveCount(1);
    await expect(section.locator("details").nth(1)).toHaveAttribute("open", "");
    await summaries.nth(1).click();
    await expect(section.locator("details[open]")).toHaveCount(0);
  });

  await test.step("the language menu switches to the same page in another language", async () => {
    await page.getByRole("button", { name: /^Language/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveCount(5);
    await menu.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/pberg$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  // docs/product.md: no embed dead-ends. An apartment page leaves out its calendar (and its Book
  // button leads to the booking page: tests/built/no-script-markup.test.ts).
  await test.step("an apartment page without script has no empty calendar", async () => {
    await expect(page.locator('[data-slot="calendar-area"]')).toBeHidden();
    await expect(page.getByRole("heading", { name: messages.de.apartment.availability })).toBeHidden();
  });
  await test.step("the guest questions open and close: they are HTML", async () => {
    const words = messages.de.guestQuestions;
    const questions = page.locator("section").filter({ has: page.getByRole("heading", { name: words.title }) });
    const luggage = questions.locator("details").filter({ hasText: words.luggage.question });
    await luggage.locator("summary").click();
    await expect(luggage.getByText(/15:00/)).toBeVisible();
    await luggage.locator("summary").click();
    await expect(luggage.getByText(/15:00/)).toBeHidden();
  });
});

test("/en: the mobile menu opens, closes and its links navigate; /en/mitte, reached by it, shows no button only script could answer", async ({
  page,
}) => {
  await page.goto("/en");
  await test.step("the mobile menu opens, closes and its links navigate", async () => {
    await page.getByRole("button", { name: t.nav.openMenu }).click();
    const dialog = page.getByRole("dialog", { name: t.nav.menuTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: t.nav.closeMenu }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: t.nav.openMenu }).click();
    await dialog.getByRole("link", { name: "Mitte" }).click();
    await expect(page).toHaveURL(/\/en\/mitte$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bernauer Strasse");
  });

  await test.step("no button is shown that only script could answer; the map's link still leads on", async () => {
    await expect(page.getByRole("button", { name: t.map.load })).toBeHidden();
    await expect(page.getByRole("link", { name: new RegExp(t.map.openInGoogleMaps) })).toBeVisible();
    await expect(page.getByRole("button", { name: t.footer.privacySettings })).toBeHidden();
    await expect(page.locator("footer").getByRole("link", { name: t.footer.datenschutz })).toBeVisible();
  });
});

// docs/product.md: no embed dead-ends. The provider's calendar and booking tool are scripts: without
// script the booking page says so and offers the provider's booking page (its words and link:
// tests/built/no-script-markup.test.ts).
for (const [path, locale] of [
  ["/it/booknow", "it"],
  ["/fr/booknow/mitte", "fr"],
] as const) {
  const also =
    locale === "fr" ? "; the apartment choice is no select that would do nothing; the stay form is there" : "";
  test(`${path}: the booking area leads on without script${also}`, async ({ page }) => {
    await page.goto(path);
    await test.step(`${path}: the booking area leads on without script`, async () => {
      const region = page.locator('[data-slot="booking-area"]');
      // In <noscript> (Playwright's text and role engines skip its content): by CSS.
      await expect(region.locator("noscript p")).toBeVisible();
      await expect(region.locator('noscript a[href*="/booking-tool/"]')).toBeVisible();
      // No loading state that never ends, and no empty screen of room for a tool that cannot come.
      await expect(region.getByRole("status")).toBeHidden();
      expect((await region.boundingBox())!.height).toBeLessThan(phone.height);
    });
    if (locale === "fr") {
      await test.step("the booking page offers its apartment choice as links, not as a select that would do nothing", async () => {
        const booking = messages.fr.booking;
        await expect(page.getByRole("combobox", { name: booking.selectLabel })).toBeHidden();
        await expect(page.getByRole("navigation", { name: booking.selectLabel }).getByRole("link")).toHaveCount(3);
        await expect(page.getByRole("navigation", { name: booking.selectLabel })).toBeVisible();
      });
      // Which apartment it sends is the build's (tests/built/booking-page.test.ts); a browser
      // sending such a form, stay-form.spec.ts.
      await test.step("the stay form stands there to be filled in and sent", async () => {
        const t = messages.fr.dates;
        const form = page.locator("form[data-stay-form]");
        for (const label of [t.arrival, t.departure, t.adults, t.children])
          await expect(form.getByLabel(label, { exact: false }), label).toBeVisible();
        await expect(form.getByRole("button", { name: t.submit })).toBeVisible();
      });
    }
  });
}
