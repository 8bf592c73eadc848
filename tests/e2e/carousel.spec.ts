import { mittePhotos, pbergPhotos } from "../content";
import { format } from "../../app/i18n/format";
import { carousel, counter, expectSlidesThenJumps, viewer } from "./apartment";
import { expect, expectContactsShown, test } from "./fixtures";
import { expectGuestQuestions } from "./guest-questions";
import { decided, desktop, messages, networkSettled, pageReady, phone } from "./site";

// The apartment page's carousel: its ends, keys and focus, the viewer opened from it, a swipe, and
// after a link to another page; on the English load also what guests ask and the booking card's
// contact link.

test.beforeEach(async ({ page }) => page.addInitScript(decided()));

// Each language's /mitte once, the guest acting at one width a language (English at 1280 px, German
// at 375 px): the code that answers is the same at every width.
for (const locale of ["en", "de"] as const) {
  const t = messages[locale];
  const acting = locale === "en" ? desktop : phone;
  const wideEnglish = locale === "en";
  test.describe(`${locale}, acting at ${acting.width} px`, () => {
    test.use({ viewport: acting });

    test(`/${locale}/mitte: the photo count unread, the viewer from the carousel, the carousel's ends, arrow keys and focus${wideEnglish ? "; it slides, restyling two photos, or jumps with reduced motion; what guests ask; the booking card's contact link" : ""}`, async ({
      page,
    }) => {
      // English asks about twice what German does here (14 s on a quiet machine).
      if (wideEnglish) test.setTimeout(60_000);
      await page.goto(`/${locale}/mitte`);
      await pageReady(page);
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

// A carousel on a page reached by a link, not the first page loaded, keeps the same
// rule: only the current photo is reachable (by Tab, and by a screen reader).
test("after moving between pages only the current photo of the carousel can be reached", async ({ page }) => {
  await page.goto("/en");
  await pageReady(page);
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
