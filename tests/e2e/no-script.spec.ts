import { mitteCopy, pbergCopy } from "../content";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { messages, phone } from "./site";

/**
 * Everything but the embeds, the viewer and the banner's buttons works with JavaScript off
 * (decision 012): the widgets are HTML and CSS first. The same checks with script on are in
 * apartment.spec.ts and header-footer.spec.ts.
 */
test.use({ javaScriptEnabled: false, viewport: phone });
const t = messages.en;
const carousel = (page: Page) => page.locator(`section[aria-roledescription="${t.apartment.carouselRole}"]`);

test("the carousel scrolls from photo to photo, without arrows that would do nothing", async ({ page }) => {
  await page.goto("/en/pberg");
  const region = carousel(page);
  await expect(region.getByRole("button", { name: t.apartment.nextPhoto })).toBeHidden();
  const slides = region.locator("[role=group]");
  await expect(slides).toHaveCount(18);
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

test("amenities open one at a time and close again", async ({ page }) => {
  await page.goto("/en/pberg");
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

test("the mobile menu opens, closes and its links navigate", async ({ page }) => {
  await page.goto("/en");
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

test("the language menu switches to the same page in another language", async ({ page }) => {
  await page.goto("/en/pberg");
  await page.getByRole("button", { name: /^Language/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveCount(5);
  await menu.getByRole("menuitem", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/pberg$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

// docs/product.md: no embed dead-ends. The provider's calendar and booking tool are scripts: without
// script the booking page says so and offers the provider's booking page; an apartment page
// leaves out its calendar, and its Book button leads to that booking page.
for (const [path, locale] of [
  ["/it/booknow", "it"],
  ["/fr/booknow/mitte", "fr"],
] as const) {
  test(`${path}: the booking area leads on without script`, async ({ page }) => {
    await page.goto(path);
    const region = page.locator('[data-slot="booking-area"]');
    // In <noscript> (Playwright's text and role engines skip its content): by CSS.
    await expect(region.locator("noscript p")).toHaveText(messages[locale].embed.noScript);
    await expect(region.locator("noscript p")).toBeVisible();
    const link = region.locator('noscript a[href*="/booking-tool/"]');
    await expect(link).toHaveText(messages[locale].embed.openBooking + messages[locale].home.opensInNewTab);
    await expect(link).toHaveAttribute("rel", "noopener");
    await expect(link).toHaveAttribute("href", /^https:\/\/login\.smoobu\.com\/.+\/booking-tool\/iframe\//);
    await expect(link).toHaveAttribute("target", "_blank");
    // No loading state that never ends, and no empty screen of room for a tool that cannot come.
    await expect(region.getByRole("status")).toBeHidden();
    expect((await region.boundingBox())!.height).toBeLessThan(phone.height);
  });
}

test("the booking page offers its apartment choice as links, not as a select that would do nothing", async ({
  page,
}) => {
  const booking = messages.fr.booking;
  await page.goto("/fr/booknow/pberg");
  await expect(page.getByRole("combobox", { name: booking.selectLabel })).toBeHidden();
  const choice = page.getByRole("navigation", { name: booking.selectLabel });
  await expect(choice.getByRole("link", { name: pbergCopy.title.fr })).toHaveAttribute("aria-current", "page");
  await choice.getByRole("link", { name: mitteCopy.title.fr }).click();
  await expect(page).toHaveURL(/\/fr\/booknow\/mitte$/);
  await expect(
    page.getByRole("navigation", { name: booking.selectLabel }).getByRole("link", { name: mitteCopy.title.fr }),
  ).toHaveAttribute("aria-current", "page");
});

test("an apartment page without script has no empty calendar, and Book leads to its booking page", async ({ page }) => {
  await page.goto("/de/pberg");
  await expect(page.locator('[data-slot="calendar-area"]')).toBeHidden();
  await expect(page.getByRole("heading", { name: messages.de.apartment.availability })).toBeHidden();
  await page.getByRole("banner").getByRole("link", { name: messages.de.nav.bookNow }).click();
  await expect(page).toHaveURL(/\/de\/booknow\/pberg$/);
  await expect(page.locator('[data-slot="booking-area"] noscript p')).toHaveText(messages.de.embed.noScript);
});

test("no button is shown that only script could answer; the map's link still leads on", async ({ page }) => {
  await page.goto("/en/mitte");
  await expect(page.getByRole("button", { name: t.map.load })).toBeHidden();
  await expect(page.getByRole("link", { name: new RegExp(t.map.openInGoogleMaps) })).toBeVisible();
  await expect(page.getByRole("button", { name: t.footer.privacySettings })).toBeHidden();
  await expect(page.locator("footer").getByRole("link", { name: t.footer.datenschutz })).toBeVisible();
});
