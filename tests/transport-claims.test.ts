import { describe, expect, it } from "vitest";
import { apartmentContent } from "../app/content/load.server";
import { locales } from "../app/locales";

/**
 * Transport a guest can check on a map (app/content/to-confirm.yaml, "Transport"): the Bernauer
 * Strasse apartment names the trams that stop near it (M8, M10), not the 12, whose stops are
 * 0.8 to 1 km away; and no apartment text states walking minutes the operator has not confirmed.
 */
const [mitte, pberg] = [apartmentContent("mitte"), apartmentContent("pberg")];

function textsOf(apartment: typeof mitte): string[] {
  return locales.flatMap((locale) => [
    apartment.facts.summary[locale],
    ...apartment.facts.features.map((feature) => feature[locale]),
    ...apartment.amenities.flatMap((group) => group.items.map((item) => item[locale] ?? item.de)),
    ...apartment.surroundings.map((place) => place.description[locale]),
    apartment.description[locale],
  ]);
}

/** A tram 12 mentioned: "Tram 12", "the 12 tram", "M10 and 12", "tranvía 12" … */
const tram12 =
  /(?:tram\w*|tranví\w+)\s+(?:M\d+\s+(?:and|und|et|y|e)\s+)?12\b|\b12\s+tram|\bM\d+\s+(?:and|und|et|y|e)\s+12\b/i;
/** A number of minutes: "5 minutes", "10 Gehminuten", "3 min" … */
const minutes = /\b\d+\s*(?:-\s*\d+\s*)?(?:minutes?|min\.?|Minuten|Gehminuten|minutos?|minuti)\b/i;

describe("transport claims", () => {
  it("recognises a tram 12 and a number of minutes (the check can fail)", () => {
    for (const text of ["Trams M10 and 12", "Tram 12 in der Nähe", "the 12 tram is nearby", "tranvía 12 muy cerca"]) {
      expect(text).toMatch(tram12);
    }
    expect("M8 and M10, 1985, U2").not.toMatch(tram12);
    expect("Nordbahnhof, 5 minutes away").toMatch(minutes);
    expect("a few minutes’ walk").not.toMatch(minutes);
  });

  it("Bernauer Strasse does not claim the 12 tram, and names the M8 and M10", () => {
    const texts = textsOf(mitte);
    expect(texts.filter((text) => tram12.test(text))).toEqual([]);
    for (const locale of locales) expect(mitte.description[locale]).toMatch(/M8[\s\S]*M10|M10[\s\S]*M8/);
  });

  it("no apartment text states walking minutes (they are the operator's to confirm)", () => {
    expect([...textsOf(mitte), ...textsOf(pberg)].filter((text) => minutes.test(text))).toEqual([]);
  });
});
