import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load.server";
import { locales } from "../app/locales";

/**
 * What the terms say about Berlin law, as it stands. The Übernachtungsteuer rose to 7.5 % of the
 * net price on 1 January 2025, and the same amendment dropped its cap of 21 consecutive nights
 * (Senate press release of 26 Nov 2024; touristik-aktuell 27 Nov 2024): a guest on a long stay,
 * which the terms offer, pays it for every night. The rate is stated once, in house.yaml.
 */
const cityTaxParagraph = (locale: string) => {
  const terms = readFileSync(`app/content/legal/${locale}/agb.md`, "utf8");
  return terms
    .split("\n\n")
    .find((paragraph) => paragraph.includes("Übernachtungsteuer") && paragraph.includes("{{cityTax}}"));
};

describe("the terms on Berlin's city tax", () => {
  it("house.yaml: 7.5 % of the net price", () => {
    expect(loadContent().house.cityTaxPercent).toBe(7.5);
  });

  it.each(locales)("%s: the rate of house.yaml, with no cap on nights", (locale) => {
    const paragraph = cityTaxParagraph(locale);
    expect(paragraph, "a paragraph naming the Übernachtungsteuer and its rate").toBeDefined();
    expect(paragraph, "the 21-night cap ended on 1 January 2025").not.toMatch(/\b21\b/);
  });
});
