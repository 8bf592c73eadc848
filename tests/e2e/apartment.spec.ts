import { mittePhotos, pbergPhotos } from "../content";
import type { Page } from "@playwright/test";
import { format } from "../../app/i18n/format";
import { expect, expectContactsShown, test } from "./fixtures";
import { expectGuestQuestions } from "./guest-questions";
import { afterFrames, decided, desktop, messages, phone, type Locale, pageReady, networkSettled } from "./site";

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

const ready = (page: Page) => pageReady(page);
const carousel = (page: Page, locale: Locale) =>
  page.locator(`section[aria-roledescription="${messages[locale].apartment.carouselRole}"]`);
const viewer = (page: Page, locale: Locale) =>
  page.getByRole("dialog", { name: messages[locale].apartment.viewerLabel });
const counter = (page: Page) => page.locator(".yarl__counter");

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
      await ready(page);
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

    test(`/${locale}/mitte: the photo count unread, the viewer from the carousel, the carousel's ends, arrow keys and focus${wideEnglish ? "; it slides, restyling two photos, or jumps with reduced motion; what guests ask; the booking card's contact link" : ""}`, async ({
      page,
    }) => {
      // English asks about twice what German does here (14 s on a quiet machine).
      if (wideEnglish) test.setTimeout(60_000);
      await page.goto(`/${locale}/mitte`);
      await ready(page);
      const region = carousel(page, locale);
      const previous = region.getByRole("button", { name: t.apartment.previousPhoto });
      const next = region.getByRole("button", { name: t.apartment.nextPhoto });
      const current = region.locator("[role=group]:not([inert])");
      const total = mittePhotos.length;
      const slide = (n: number) => format(t.apartment.slide, { current: n, total });
      /** Back to the first photo by the keyboard, from the current photo's link. */
      const backToFirst = async () => {
        await current.getByRole("link").focus();
        for (let i = 1; i < total; i++) await page.keyboard.press("ArrowLeft");
        await expect(current).toHaveAttribute("aria-label", slide(1));
        await expect(previous).toBeDisabled();
      };
      await test.step("carousel: on the first load, the first photo shows and Previous is disabled", async () => {
        await expect(current).toHaveAttribute("aria-label", slide(1));
        await expect(previous).toBeDisabled();
        await expect(next).toBeEnabled();
      });
      await test.step("carousel: the photo count drawn on each slide is not read out", async () => {
        // Chromium's own accessibility tree: the badge is CSS generated content ("1 / 10").
        const cdp = await page.context().newCDPSession(page);
        const { nodes } = await cdp.send("Accessibility.getFullAXTree");
        // Its counter and " / 10" were two text nodes after the current slide's link.
        const counts = nodes
          .filter((node) => node.role?.value === "StaticText")
          .map((node) => String(node.name?.value ?? ""))
          .filter((name) => /^\s*\/\s*\d+\s*$/.test(name));
        expect(counts).toEqual([]);
      });
      // The viewer's code is not asked for until the first tap: held from here on.
      if (wideEnglish)
        await test.step("Escape while the viewer's code is still loading calls the viewer off", async () => {
          let release = () => {};
          const held = new Promise<void>((resolve) => (release = resolve));
          let asked = false;
          const viewerCode = /\/assets\/photo-viewer\.island-[\w-]+\.js$/;
          await page.route(viewerCode, async (route) => {
            asked = true;
            await held;
            await route.continue();
          });
          const thumb = page.locator("[data-slot=thumbnails] a").first();
          await thumb.focus();
          await page.keyboard.press("Enter");
          await expect.poll(() => asked).toBe(true);
          await page.keyboard.press("Escape");
          release();
          await networkSettled(page);
          await expect(page.locator(".yarl__root")).toHaveCount(0);
          await expect(viewer(page, "en")).toBeHidden();
          await expect(thumb).toBeFocused();
          // The next tap opens it.
          await page.keyboard.press("Enter");
          await expect(viewer(page, "en")).toBeVisible();
          await page.unroute(viewerCode);
        });
      if (wideEnglish)
        await test.step("the viewer's controls show a focus ring and stand out on a photo", async () => {
          // Open since the step before, at the first photo.
          const dialog = viewer(page, "en");
          await expect(dialog).toBeVisible();
          for (const name of [t.apartment.viewerPrevious, t.apartment.viewerNext]) {
            const button = dialog.getByRole("button", { name });
            await button.focus();
            await expect(button).toBeFocused();
            const style = await button.evaluate((el) => {
              const css = getComputedStyle(el);
              return {
                outline: css.outlineStyle,
                width: parseFloat(css.outlineWidth),
                background: css.backgroundColor,
              };
            });
            expect(style.outline, name).toBe("solid");
            expect(style.width, name).toBeGreaterThanOrEqual(2);
            expect(style.background, name).not.toBe("rgba(0, 0, 0, 0)");
          }
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        });
      await test.step("viewer opened from the carousel starts at the carousel's photo", async () => {
        await expect(current).toHaveAttribute("aria-label", slide(1));
        await next.click();
        await next.click();
        // Inside the slide labelled "Photo 3 of 18", the link is named by its photo.
        const third = region.getByRole("group", { name: slide(3) });
        await third.getByRole("link", { name: mittePhotos[2]!.alt[locale], exact: true }).click();
        await expect(counter(page)).toHaveText(`3 / ${total}`);
        await page.keyboard.press("Escape");
        await expect(viewer(page, locale)).toBeHidden();
      });
      await test.step("back to the first photo", backToFirst);
      await test.step("carousel: buttons disabled at the ends, arrow keys", async () => {
        await expect(previous).toBeDisabled();
        await next.click();
        await expect(current).toHaveAttribute("aria-label", slide(2));
        await expect(previous).toBeEnabled();
        await page.keyboard.press("ArrowRight");
        await expect(current).toHaveAttribute("aria-label", slide(3));
        await page.keyboard.press("ArrowLeft");
        await expect(current).toHaveAttribute("aria-label", slide(2));
        for (let i = 2; i < total; i++) await page.keyboard.press("ArrowRight");
        await expect(current).toHaveAttribute("aria-label", slide(total));
        await expect(next).toBeDisabled();
      });
      await test.step("back to the first photo", backToFirst);
      await test.step("carousel: a keyboard user pressing Next to the last photo keeps focus on the button", async () => {
        // A disabled button drops the focus to the page's start: the next Tab began from the top.
        await next.focus();
        for (let i = 1; i < total; i++) {
          await page.keyboard.press("Enter");
          await expect(current).toHaveAttribute("aria-label", slide(i + 1));
        }
        await expect(next).toBeDisabled();
        await expect(next).toBeFocused();
        await expect(next).toBeVisible();
        await page.keyboard.press("Enter");
        await expect(current).toHaveAttribute("aria-label", slide(total));
      });
      if (wideEnglish) {
        await test.step("back to the first photo", backToFirst);
        await expectSlidesThenJumps(page);
        await test.step("what guests ask: the sleeping arrangements, the lift question, the answers", () =>
          expectGuestQuestions(page, "en", desktop));
      }
      if (wideEnglish)
        await test.step("the booking card's contact link leads to the contacts", async () => {
          const card = page.locator("[data-slot=booking-card]");
          await card.getByRole("link", { name: t.contact.title }).click();
          const block = page.locator("[data-slot=contact-block]");
          await expectContactsShown(block);
          const box = (await block.boundingBox())!;
          expect(box.y).toBeLessThan(desktop.height);
          expect(box.y + box.height).toBeGreaterThan(0);
        });
    });
  });
}

test.describe("swipe", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });
  test("a swipe moves the carousel to the next photo", async ({ page }) => {
    await page.goto("/en/pberg");
    const box = (await carousel(page, "en").boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x?: number) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints: x === undefined ? [] : [{ x, y }] });
    await touch("touchStart", box.x + box.width * 0.8);
    for (let step = 1; step <= 10; step++) await touch("touchMove", box.x + box.width * (0.8 - step * 0.06));
    await touch("touchEnd");
    await expect(carousel(page, "en").locator("[role=group]:not([inert])")).toHaveAttribute(
      "aria-label",
      "Photo 2 of 18",
    );
  });
});

// /en/mitte, at the first photo (the English load of the test above): sliding, the track's scroll
// events (one a frame) write a slide's `inert` only where it changes: written, even unchanged, it
// restyles the slide (136 ms of style during one slide at 4× CPU before, 35 after). Reduced motion
// is read at the moment of use: the same load asks both.
async function expectSlidesThenJumps(page: Page) {
  const region = carousel(page, "en");
  const track = region.locator("[data-carousel-track]");
  await test.step("without reduced motion the carousel slides, and restyles only the two photos that change", async () => {
    await track.evaluate((el) => {
      const seen = { offsets: [] as number[], inert: [] as string[] };
      (window as unknown as { seen: typeof seen }).seen = seen;
      el.addEventListener("scroll", () => seen.offsets.push(Math.round(el.scrollLeft)));
      new MutationObserver((records) =>
        seen.inert.push(...records.map((record) => (record.target as HTMLElement).getAttribute("aria-label")!)),
      ).observe(el, { subtree: true, attributeFilter: ["inert"] });
    });
    await region.getByRole("button", { name: messages.en.apartment.nextPhoto }).click();
    const width = await track.evaluate((el) => el.clientWidth);
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(width);
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { offsets: number[]; inert: string[] } }).seen,
    );
    expect(seen.offsets.filter((offset) => offset > 0 && offset < width).length).toBeGreaterThan(0);
    const slide = (current: number) => format(messages.en.apartment.slide, { current, total: mittePhotos.length });
    expect(seen.inert.toSorted()).toEqual([slide(1), slide(2)]);
  });
  await test.step("back to the first photo", async () => {
    await region.getByRole("button", { name: messages.en.apartment.previousPhoto }).click();
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(0);
    await afterFrames(page);
  });
  await test.step("with reduced motion the carousel jumps to the next photo instead of sliding", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const width = await track.evaluate((el) => el.clientWidth);
    // Every scroll position the track passes through: a jump reaches the target at once.
    await track.evaluate((el) => {
      const seen: number[] = [];
      (window as unknown as { offsets: number[] }).offsets = seen;
      el.addEventListener("scroll", () => seen.push(Math.round(el.scrollLeft)));
    });
    await region.getByRole("button", { name: messages.en.apartment.nextPhoto }).click();
    await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft))).toBe(width);
    await afterFrames(page);
    const offsets = await page.evaluate(() => (window as unknown as { offsets: number[] }).offsets);
    expect(new Set(offsets)).toEqual(new Set([width]));
  });
}

// A carousel on a page reached by a link, not the first page loaded, keeps the same
// rule: only the current photo is reachable (by Tab, and by a screen reader).
test("after moving between pages only the current photo of the carousel can be reached", async ({ page }) => {
  await page.goto("/en");
  await ready(page);
  await page.getByRole("link", { name: /^Learn more: Zionskirchplatz/ }).click();
  await expect(page).toHaveURL(/\/en\/pberg$/);
  const reachable = carousel(page, "en").locator("[role=group]:not([inert])");
  await expect(reachable).toHaveCount(1);
  await expect(reachable).toHaveAttribute("aria-label", `Photo 1 of ${pbergPhotos.length}`);
  // One photo along, then to the other apartment in the same document: its first photo again.
  await carousel(page, "en").getByRole("button", { name: "Next photo" }).click();
  await expect(reachable).toHaveAttribute("aria-label", `Photo 2 of ${pbergPhotos.length}`);
  await page.locator('footer a[href="/en/mitte"]').click();
  await expect(page).toHaveURL(/\/en\/mitte$/);
  await expect(reachable).toHaveCount(1);
  await expect(reachable).toHaveAttribute("aria-label", `Photo 1 of ${mittePhotos.length}`);
  await reachable.getByRole("link").focus();
  await page.keyboard.press("Tab");
  // Tab leaves the photos: no other slide takes focus.
  expect(await page.evaluate(() => document.activeElement?.closest("[role=group]") ?? null)).toBeNull();
});
