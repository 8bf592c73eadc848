import { describe, expect, it } from "vitest";
import { getMessages } from "../../app/i18n/messages.server";
import { locales, type Locale } from "../../app/locales";
import { bookingSummary, mitteCopy, pbergCopy } from "../content";
import { all, builtPage, normal, text } from "./pages";

/**
 * The booking page as the build writes it: the apartment choice with its preselection, and the
 * summary of what is booked (docs/product.md: photo, facts, times, cancellation and payment terms,
 * a link to the AGB; with All Properties, both apartments as small cards). The provider's tool,
 * the choice's behaviour and where the summary stands are the browser's questions
 * (tests/e2e/booking.spec.ts, booking-summary.spec.ts).
 */
const slugs = ["pberg", "mitte"] as const;

/** The summary as the page's text reads it (its spaces made one). */
function expected(locale: Locale, slug: (typeof slugs)[number]) {
  const summary = bookingSummary(locale, slug);
  return { ...summary, facts: summary.facts.map(normal), terms: summary.terms.map(normal) };
}

/** Whether some element inside `root` has exactly this text. */
const hasText = (root: Element, wanted: string) => all(root, "*").some((element) => text(element) === wanted);

describe("the apartment choice", () => {
  for (const [path, value] of [
    ["/en/booknow", "all"],
    ["/en/booknow/pberg", "pberg"],
    ["/en/booknow/mitte", "mitte"],
  ] as const)
    it(`${path} preselects ${value}`, () => {
      const options = all(builtPage(path).document, "select#apartment-select option[selected]");
      expect(options.map((option) => option.getAttribute("value"))).toEqual([value]);
    });

  it("/it/booknow: the placeholder and the three options, translated", () => {
    const t = getMessages("it").booking;
    const options = all(builtPage("/it/booknow").document, "select#apartment-select option");
    expect(options.map(text)).toEqual([t.selectPlaceholder, t.all, mitteCopy.title.it, pbergCopy.title.it].map(normal));
    expect(options.map((option) => option.hasAttribute("disabled"))).toEqual([true, false, false, false]);
  });
});

describe("the booking summary", () => {
  for (const locale of locales)
    for (const slug of slugs)
      it(`/${locale}/booknow/${slug}: the apartment's photo, name and facts, the house terms, the AGB`, () => {
        const want = expected(locale, slug);
        const summary = builtPage(`/${locale}/booknow/${slug}`).document.querySelector("[data-slot=booking-summary]")!;
        expect(hasText(summary, want.title), want.title).toBe(true);
        expect(all(summary, "img").map((img) => img.getAttribute("alt"))).toEqual([want.alt]);
        expect(want.facts.filter((fact) => !hasText(summary, fact))).toEqual([]);
        expect(all(summary, "[data-slot=booking-terms] li").map(text)).toEqual(want.terms);
        const terms = all(summary, "a").filter((link) =>
          text(link).includes(normal(getMessages(locale).stay.termsLink)),
        );
        expect(terms.map((link) => link.getAttribute("href"))).toEqual([`/${locale}/agb`]);
      });

  for (const locale of locales)
    it(`/${locale}/booknow: both apartments as small cards, each with its photo and name, leading to its own booking`, () => {
      const cards = all(
        builtPage(`/${locale}/booknow`).document,
        "[data-slot=booking-summary] [data-slot=booking-choice]",
      );
      expect(cards).toHaveLength(2);
      for (const [index, slug] of slugs.entries()) {
        const want = expected(locale, slug);
        const card = cards[index]!;
        expect(
          all(card, "img").map((img) => img.getAttribute("alt")),
          slug,
        ).toEqual([want.alt]);
        expect(hasText(card, want.title), want.title).toBe(true);
        expect(all(card, "a").map((link) => link.getAttribute("href"))).toEqual([`/${locale}/booknow/${slug}`]);
      }
    });
});

/**
 * The guest's dates (docs/product.md): an apartment's page and its booking page each hold one stay
 * form, sent to /api/book with that apartment and the page's language; the booking page for both
 * apartments has none. How a browser sends it is asked in tests/e2e/stay-form.spec.ts, what
 * /api/book answers for each apartment in tests/http/stay.spec.ts.
 */
describe("the stay form", () => {
  for (const locale of locales)
    it(`/${locale}/booknow/… and /${locale}/…: one form a page, for its apartment, in its language`, () => {
      for (const path of slugs.flatMap((slug) => [`/${locale}/booknow/${slug}`, `/${locale}/${slug}`])) {
        const forms = all(builtPage(path).document, "form[data-stay-form]");
        const hidden = forms.map((form) =>
          Object.fromEntries(
            all(form, "input[type=hidden]").map((input) => [input.getAttribute("name"), input.getAttribute("value")]),
          ),
        );
        expect(hidden, path).toEqual([{ apartment: path.split("/").at(-1), lang: locale }]);
        expect(
          forms.map((form) => [form.getAttribute("action"), form.getAttribute("method")]),
          path,
        ).toEqual([["/api/book", "get"]]);
      }
      expect(all(builtPage(`/${locale}/booknow`).document, "form[data-stay-form]")).toEqual([]);
    });
});
