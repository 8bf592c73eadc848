import { expect, test } from "./fixtures";
import { zoomed } from "./screen";
import { pageReady } from "./site";

/**
 * WCAG 1.4.10 (reflow) beyond what every page's load asks at 320 × 256 (accessibility.spec.ts:
 * no sideways scrolling, the open banner on the screen): the language menu scrolls to its last
 * language, and the phone's booking bar keeps its facts whole at 320 px and with WCAG 1.4.12's
 * wider text spacing.
 */
test.use({ viewport: zoomed });

test("the language menu at 320 × 256 scrolls to its last language", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "false"));
  await page.goto("/en/pberg");
  await page.locator("header button[aria-haspopup]:not([aria-label])").click();
  const last = page.getByRole("menuitem", { name: "Italiano" });
  await expect(last).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  await last.click();
  await expect(page).toHaveURL(/\/it\/pberg$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
});

/** WCAG 1.4.12's text spacing, as its bookmarklet applies it to every element. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

// The phone's booking bar has one line for its facts. They were cut mid-word ("2 Schlafzim…") at
// 320 px in every language and in German at 375, and with wider text spacing its title rose
// above the bar over the page.
for (const [path, spacing] of [
  ["/de/pberg", false],
  ["/fr/mitte", false],
  ["/de/pberg", true],
  ["/es/pberg", true],
] as const) {
  test(`${path} at ${spacing ? "375 px with wider text spacing" : "320 px"}: the booking bar's facts whole or left out, its text inside it`, async ({
    page,
  }) => {
    // Wider text spacing is WCAG 1.4.12's test at an ordinary phone's width; 320 px is 1.4.10's.
    await page.setViewportSize({ width: spacing ? 375 : 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "false"));
    if (spacing) {
      await page.goto(path);
      // As a reader's own style sheet would: through the CSSOM, which the pages' policy allows (no inline <style>).
      await page.evaluate((css) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, textSpacing);
    } else {
      // In the brand font, a little wider than the fallback: it comes with the next page.
      await page.goto(path.slice(0, 3));
      await pageReady(page);
      await page.locator(`main a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily))
        .toMatch(/^"?Figtree/);
      await page.evaluate(() => document.fonts.ready);
    }
    const bar = page.locator("[data-slot=booking-bar]");
    const layout = await bar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const [title, facts] = [...element.querySelector(":scope > div > div")!.children] as HTMLElement[];
      const line = facts!.getBoundingClientRect();
      return {
        inside: [title!, facts!].every((part) => {
          const { top, bottom } = part.getBoundingClientRect();
          return top >= box.top && bottom <= box.bottom;
        }),
        titleWhole: title!.scrollWidth <= title!.clientWidth,
        // Its parts, or the line itself when it is one run of text.
        facts: (facts!.children.length > 0 ? [...facts!.children] : [facts!]).map((fact) => {
          const { top } = fact.getBoundingClientRect();
          const shown = top < line.bottom - 1;
          return { text: fact.textContent, shown, whole: fact.scrollWidth <= fact.clientWidth + 1 };
        }),
      };
    });
    expect(layout.inside, "title and facts inside the bar").toBe(true);
    expect(layout.titleWhole, "the title whole").toBe(true);
    expect(layout.facts[0]!.shown, "the guests shown").toBe(true);
    for (const fact of layout.facts) if (fact.shown) expect(fact.whole, `${fact.text}: not cut`).toBe(true);
  });
}
