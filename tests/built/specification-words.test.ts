import { describe, expect, it } from "vitest";
import { builtPages, normal, type BuiltPage } from "./pages";

/**
 * The texts the product's specification gives word for word (docs/product.md, "Languages › Words
 * given word for word"), written out here as the specification writes them, not read from the
 * strings modules: a rename in app/i18n/en.ts that changes one fails this test. Each must be the
 * whole text of an element of that kind on every English page named.
 */
const everyPage = { selector: "header a, header button, header li, header span", pages: /^\/(en(\/|$)|404$)/ };
const words: { words: string[]; selector: string; pages: RegExp }[] = [
  { words: ["Properties", "PBerg", "Mitte", "Book Now"], ...everyPage },
  { words: ["English", "Deutsch", "Français", "Español", "Italiano"], ...everyPage },
  { words: ["Learn more"], selector: "main a", pages: /^\/en$/ },
  {
    words: ["All Properties", "Bernauer Strasse", "Zionskirchplatz", "Select Property"],
    selector: "main select option",
    pages: /^\/en\/booknow(\/|$)/,
  },
  { words: ["Oops! Page not found"], selector: "h1", pages: /^\/404$/ },
  { words: ["Page not found"], selector: "h1", pages: /^\/en\/404$/ },
];

/** An element's whole text, and each of its own text runs ("Learn more" beside a screen reader's ": Mitte"). */
const texts = (page: BuiltPage, selector: string) =>
  new Set(
    [...page.document.querySelectorAll(selector)].flatMap((element) =>
      [
        element.textContent!,
        ...[...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent!),
      ].map(normal),
    ),
  );

describe("the specification's words, on the English pages", () => {
  const pages = builtPages().filter((page) => !page.path.endsWith(".html") && page.path !== "/embed/calendar");

  for (const { words: expected, selector, pages: where } of words) {
    it(`${expected.join(", ")} (${where.source})`, () => {
      const named = pages.filter((page) => where.test(page.path));
      expect(named.length).toBeGreaterThan(0);
      const missing = named.flatMap((page) => {
        const found = texts(page, selector);
        return expected.filter((word) => !found.has(word)).map((word) => `${page.path}: "${word}"`);
      });
      expect(missing).toEqual([]);
    });
  }
});
