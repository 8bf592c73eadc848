import { describe, expect, it } from "vitest";
import { locales } from "../locales";
import { withBrand } from "./meta";
import { apartmentTexts, pageTexts } from "./page-texts.server";
import { apartmentContent } from "../content/load.server";
import { apartmentValues } from "../apartment/apartments.server";
import { apartmentOfPath, pagePaths } from "../pages.server";

/**
 * Every page's title and description in every language, as the build fills them: titles at
 * most 60 characters (with the brand where it fits), descriptions 70 to 160, all unique, each
 * written for its page (no description contains another one: nothing stitched together).
 */
const pages = locales.flatMap((locale) =>
  pagePaths().map((page) => {
    // As the routes do: an apartment's pages compose its content and values.
    const slug = apartmentOfPath(`/${page}`);
    const apartment = slug && apartmentContent(slug);
    const texts = apartment
      ? apartmentTexts(
          apartment,
          apartmentValues(apartment, locale),
          page.startsWith("booknow/") ? "booking" : "apartment",
          locale,
        )
      : pageTexts(locale, page);
    return { id: `/${locale}/${page}`, ...texts };
  }),
);

/** What is wrong with a list of pages' texts. */
export function textProblems(list: { id: string; title: string; description: string }[]): string[] {
  const problems: string[] = [];
  for (const { id, title, description } of list) {
    const full = withBrand(title);
    if (full.length > 60) problems.push(`${id}: title has ${full.length} characters: ${full}`);
    if (description.length < 70 || description.length > 160) {
      problems.push(`${id}: description has ${description.length} characters: ${description}`);
    }
    if (/[{}]/.test(title + description)) problems.push(`${id}: unfilled placeholder`);
    for (const other of list) {
      if (other.id === id) continue;
      if (withBrand(other.title) === full) problems.push(`${id}: same title as ${other.id}`);
      if (other.description === description) problems.push(`${id}: same description as ${other.id}`);
      else if (description.includes(other.description)) problems.push(`${id}: description contains ${other.id}'s`);
    }
  }
  return problems;
}

describe("page titles and descriptions", () => {
  it("finds a long title, a short or stitched description and a duplicate (the check can fail)", () => {
    const stitched =
      "Zionskirchplatz. Check dates and book the Zionskirchplatz or Bernauer Strasse apartment directly.";
    expect(
      textProblems([
        {
          id: "/a",
          title: "Furnished holiday apartments in Prenzlauer Berg and Mitte, Berlin",
          description: "Too short.",
        },
        {
          id: "/b",
          title: "Book",
          description: "Check dates and book the Zionskirchplatz or Bernauer Strasse apartment directly.",
        },
        { id: "/c", title: "Book", description: stitched },
      ]),
    ).toEqual([
      expect.stringMatching(/^\/a: title has 65 characters/),
      expect.stringMatching(/^\/a: description has 10 characters/),
      "/b: same title as /c",
      "/c: same title as /b",
      "/c: description contains /b's",
    ]);
  });

  it("has no site texts for an apartment's pages: those come from its content", () => {
    expect(() => pageTexts("en", "pberg")).toThrow('no title for the page "pberg"');
    expect(() => pageTexts("en", "booknow/mitte")).toThrow('no title for the page "booknow/mitte"');
  });

  it("every page in every language: titles ≤ 60, descriptions 70–160, unique, not stitched", () => {
    expect(pages).toHaveLength(45);
    expect(textProblems(pages)).toEqual([]);
  });
});
