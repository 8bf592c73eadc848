import { pbergPhotos } from "../content";
import { format } from "../../app/i18n/format";
import { carousel, counter, viewer } from "./apartment";
import { expect, expectContactsShown, test } from "./fixtures";
import { decided, desktop, messages, phone, pageReady } from "./site";

// The apartment page: its first view and layout, the viewer from a thumbnail, the amenities. Its
// carousel: carousel.spec.ts.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

// Each language's pages once: what the page looks like at 375 and at 1280 px on one load (the
// window resized, as a phone turned or a window widened), what the guest does with it at one width
// a language (English at 1280 px, German at 375 px: both widths, both languages). The code that
// answers is the same at every width.
for (const locale of ["en", "de"] as const) {
  const t = messages[locale];
  const acting = locale === "en" ? desktop : phone;
  const wideEnglish = locale === "en";
  test.describe(`${locale}, acting at ${acting.width} px`, () => {
    test.use({ viewport: acting });

    // One load, read in steps: the steps that only look come first, those that act on the page last.
    // The page's markup (title, sections, facts, images' attributes, thumbnails' names and links,
    // amenities, book links) is asked of the build: tests/built/apartment-page.test.ts.
    test(`/${locale}/pberg: the first view and the layout at 375 and 1280 px; the viewer and the amenities`, async ({
      page,
    }) => {
      // The first view as docs/product.md gives it: at 375 × 812 and 1280 × 800.
      const firstView = (viewport: typeof phone) => ({
        width: viewport.width,
        height: viewport.width < 1024 ? 812 : 800,
      });
      await page.setViewportSize(firstView(phone));
      await page.goto(`/${locale}/pberg`);
      await pageReady(page);
      for (const viewport of [phone, desktop]) {
        await page.setViewportSize(firstView(viewport));
        await test.step(`${viewport.width} px, the first view: title, every fact once, the whole first photo and a book action`, async () => {
          const screen = page.viewportSize()!;
          const inView = async (name: string, box: { y: number; height: number } | null) => {
            expect(box, name).not.toBeNull();
            expect(box!.y, name).toBeGreaterThanOrEqual(0);
            expect(box!.y + box!.height, `${name} ends inside ${screen.height} px`).toBeLessThanOrEqual(screen.height);
          };
          await inView("title", await page.getByRole("heading", { level: 1 }).boundingBox());
          const facts = page.getByRole("list", { name: t.apartment.facts });
          await inView("facts", await facts.boundingBox());
          // Bedrooms, bathrooms and guests appear once in the content column, not again as a second row.
          const column = page.locator("main > div > div").first();
          const bedrooms = column.getByText(format(t.apartment.bedrooms, { count: 2 }), { exact: true });
          await expect(bedrooms.filter({ visible: true })).toHaveCount(1);
          await inView("first photo", await carousel(page, locale).locator("img").first().boundingBox());
          const below =
            viewport.width < 1024 ? page.locator("[data-slot=booking-bar]") : page.locator("[data-slot=booking-card]");
          // The bar's button opens the guest's dates; the card holds them.
          const action = viewport.width < 1024 ? t.dates.openForm : t.dates.submit;
          await inView(
            "the apartment's own book action",
            await below.getByRole("button", { name: action }).boundingBox(),
          );
        });
        await page.setViewportSize(viewport);
        await test.step(`${viewport.width} px: about keeps its line breaks; the calendar's, the book button's and the map's room`, async () => {
          const about = page.locator("section[aria-labelledby=about] p").first();
          await expect(about).toHaveCSS("white-space", "pre-line");
          const calendar = page.locator("[data-slot=calendar-area]");
          expect((await calendar.boundingBox())!.height).toBeGreaterThanOrEqual(600);
          // Full width of the content column (beside the booking card on wide screens).
          const book = page.getByRole("link", { name: format(t.apartment.bookThis, { title: "Zionskirchplatz" }) });
          const column = (await page.locator("main > div > div").first().boundingBox())!;
          expect((await book.boundingBox())!.width).toBe(column.width);
          const map = page.locator("section[aria-labelledby=location] > div");
          expect((await map.boundingBox())!.height).toBe(400);
        });
        await test.step(`${viewport.width} px: thumbnails in 2 or 4 columns, and Show all photos in view`, async () => {
          const thumbs = page.locator("[data-slot=thumbnails] > li");
          await expect(thumbs).not.toHaveCount(0);
          const xs = new Set<number>();
          for (const thumb of await thumbs.all()) xs.add(Math.round((await thumb.boundingBox())!.x));
          expect(xs.size).toBe(viewport.width < 768 ? 2 : 4);
          await expect(
            page.getByRole("link", { name: format(t.apartment.showAllPhotos, { total: 18 }) }),
          ).toBeVisible();
        });
        await test.step(`${viewport.width} px: amenities at a glance, shown, above the closed groups`, async () => {
          const section = page.locator("section[aria-labelledby=amenities]");
          const glance = section.locator("[data-slot=glance] li");
          await expect(glance).not.toHaveCount(0);
          for (const item of await glance.all()) await expect(item).toBeVisible();
          const accordion = (await section.locator("[data-slot=accordion]").boundingBox())!;
          expect((await glance.last().boundingBox())!.y).toBeLessThan(accordion.y);
        });
        await test.step(`${viewport.width} px: the contact block shows the host's contacts`, () =>
          expectContactsShown(page.locator("main [data-slot=contact-block]")));
      }
      await page.setViewportSize(acting);
      // Tab from the page's start: before any step that focuses or clicks.
      if (wideEnglish)
        await test.step("on wide screens Tab reaches the booking card right after the photos, not after the map", async () => {
          const card = page.locator("[data-slot=booking-card]");
          await expect(card).toBeVisible();
          const passed: string[] = [];
          for (let step = 0; step < 80; step++) {
            await page.keyboard.press("Tab");
            const where = await page.evaluate(() => {
              const active = document.activeElement;
              if (!active) return "nothing";
              if (active.closest("[data-slot=booking-card]")) return "card";
              // The title, the facts and the photos (with "Show all photos").
              const photos = document.querySelector("h1")!.closest("header")!.parentElement!;
              const after =
                !photos.contains(active) &&
                !!(photos.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
              return after ? `after the photos: ${active.outerHTML.slice(0, 80)}` : "before";
            });
            if (where === "card") break;
            passed.push(where);
          }
          expect(
            passed.filter((where) => where.startsWith("after")),
            "focused before the card",
          ).toEqual([]);
          await expect(card.getByLabel(t.dates.arrival)).toBeFocused();
        });
      await test.step("viewer: opens at the thumbnail, wraps, counts, Escape returns focus", async () => {
        const kitchen = pbergPhotos.findIndex((photo) => photo.room === "kitchen");
        const thumb = page.locator("[data-slot=thumbnails]").getByRole("link", { name: t.rooms.kitchen, exact: true });
        await thumb.click();
        await expect(viewer(page, locale)).toBeVisible();
        await expect(counter(page)).toHaveText(`${kitchen + 1} / 18`);
        await page.keyboard.press("ArrowRight");
        await expect(counter(page)).toHaveText(`${kitchen + 2} / 18`);
        await page.keyboard.press("Escape");
        await expect(viewer(page, locale)).toBeHidden();
        await expect(thumb).toBeFocused();
        // Reopening starts again at the chosen photo; previous from the first wraps to the last.
        const firstThumb = page.locator("[data-slot=thumbnails] a").first();
        await firstThumb.click();
        await expect(counter(page)).toHaveText("1 / 18");
        await viewer(page, locale).getByRole("button", { name: t.apartment.viewerPrevious }).click();
        await expect(counter(page)).toHaveText("18 / 18");
        await viewer(page, locale).getByRole("button", { name: t.apartment.viewerNext }).click();
        await expect(counter(page)).toHaveText("1 / 18");
        await viewer(page, locale).getByRole("button", { name: t.apartment.viewerClose }).click();
        await expect(viewer(page, locale)).toBeHidden();
      });
      await test.step("viewer: each photo's caption, and Tab never leaves the viewer", async () => {
        await page.locator("[data-slot=thumbnails] a").nth(1).click();
        const dialog = viewer(page, locale);
        await expect(dialog).toBeVisible();
        // The current photo's caption is on screen (the neighbours, preloaded, are not).
        const bedroom = pbergPhotos.findIndex((photo) => photo.room === "bedroom");
        const caption = dialog
          .locator(".yarl__slide_description")
          .filter({ hasText: pbergPhotos[bedroom]!.alt[locale] });
        await expect(caption).toBeInViewport();
        // Each caption says what it is in the page's language (the library's default is English).
        await expect(caption).toHaveAttribute("aria-roledescription", t.apartment.captionRole);
        await expect(
          dialog.locator(".yarl__slide_description").filter({ hasText: pbergPhotos[bedroom + 1]!.alt[locale] }),
        ).not.toBeInViewport();
        for (let press = 0; press < 8; press++) {
          await page.keyboard.press("Tab");
          const inside = await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
          expect(inside, `focus after ${press + 1} Tab presses`).toBe(true);
        }
        await page.keyboard.press("Shift+Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"))).toBe(true);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(page.locator("[data-slot=thumbnails] a").nth(1)).toBeFocused();
      });
      await test.step("amenities: one open at most, collapsible", async () => {
        const section = page.locator("section[aria-labelledby=amenities]");
        // Exclusive <details name>: the browser keeps one open at most and announces the state.
        const items = section.locator("details");
        const triggers = section.locator("summary");
        await triggers.nth(0).click();
        await expect(items.nth(0)).toHaveAttribute("open", "");
        await expect(items.nth(0).getByRole("listitem").first()).toBeVisible();
        await expect(section.locator("details[open]")).toHaveCount(1);
        await triggers.nth(2).focus();
        await page.keyboard.press("Enter");
        await expect(items.nth(0)).not.toHaveAttribute("open", "");
        await expect(items.nth(2)).toHaveAttribute("open", "");
        await triggers.nth(2).click();
        await expect(section.locator("details[open]")).toHaveCount(0);
      });
    });
  });
}
