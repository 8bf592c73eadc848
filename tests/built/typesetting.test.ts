import { expect, it } from "vitest";
import { builtPages } from "./pages";

/**
 * Where a line may not break (app/i18n/typeset.server.ts), asked of the text a reader meets in
 * every built document, in every language, the islands' parts left out (React's own strings). The
 * spaces are read from the body's whole text, element boundaries and React's `<!-- -->`
 * separators included, so a number and its word that two components wrote side by side count too;
 * a short hyphenated word must stand in a `whitespace-nowrap` span. Each line names the page and
 * the words around the place.
 */
const spaces: [string, RegExp][] = [
  ["a number and its word", /(?<![\p{L}\p{N}.,:])\d+(?:[.,:]\d+)? \p{L}/gu],
  ["a legal reference", /(?<![\p{L}\p{N}])(?:§§?|Art\.|art\.|Abs\.|Nr\.|n\.|lit\.|apdo\.|comma|Satz) \d/gu],
];
const frenchSpaces: [string, RegExp][] = [["a French space before ? ! : ; or »", / [?!:;»]|« /gu]];
const hyphenated = /(?<=^|[\s(„“"«‚‘'’])\p{L}{1,2}-\p{L}/gu;

const around = (text: string, index: number) => `"${text.slice(Math.max(0, index - 20), index + 20).trim()}"`;

it("no line breaks inside a number and its word, a legal reference or a short hyphenated word", () => {
  const found: string[] = [];
  for (const { path, locale, document } of builtPages()) {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const part of body.querySelectorAll("script, style, template, select, [data-island]")) part.remove();
    const text = body.textContent ?? "";
    for (const [what, pattern] of locale === "fr" ? [...spaces, ...frenchSpaces] : spaces)
      for (const match of text.matchAll(pattern)) found.push(`${path}: ${what}: ${around(text, match.index)}`);
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const whole = node.parentElement?.matches("span.whitespace-nowrap") ?? false;
      for (const match of (node.textContent ?? "").matchAll(hyphenated))
        if (!whole) found.push(`${path}: a short hyphenated word: ${around(node.textContent ?? "", match.index)}`);
    }
  }
  expect(found).toEqual([]);
});
