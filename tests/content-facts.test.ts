import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/content/load.server";

/**
 * One source per fact (docs/product.md): no copy (content Markdown and YAML texts, legal Markdown,
 * UI strings) types a figure the data holds; texts write {size}, {guests}, {checkIn} … instead.
 */
const { apartments, house } = loadContent();

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every text an operator or translator writes, by file; apartment.yaml without its fact fields. */
function copies(): [string, string][] {
  const files = [
    ...filesUnder("app/content", /\.(md|ya?ml)$/).filter((file) => !/operator\.yaml$|house\.yaml$/.test(file)),
    ...filesUnder("app/i18n", /^(en|de|fr|es|it)\.ts$/),
  ];
  return files.map((file) => {
    let text = readFileSync(file, "utf8");
    if (file.endsWith("apartment.yaml")) text = text.slice(text.indexOf("\ntitle:"));
    // "1 bedroom" / "1 bathroom": the grammatical form for one, whatever an apartment has.
    if (file.startsWith("app/i18n")) text = text.replace(/^\s*(bedroom|bathroom): .*$/gm, "");
    return [file, text];
  });
}

const numberWords: Record<number, string> = {
  1: "one|ein|eine|einem|un|une|uno|una",
  2: "two|zwei|deux|dos|due",
  6: "six|sechs|seis|sei",
};
const number = (n: number) => `(?:${n}|${numberWords[n] ?? n})`;
const guestsWord = "guests|Gäste|personnes|voyageurs|huéspedes|personas|ospiti|persone";
const bedroomWord = "bedrooms?|Schlafzimmer\\w*|chambres?|dormitorios?|camer[ae] da letto";
const bathroomWord = "bathrooms?|Badezimmer\\w*|Bäder\\w*|Bad\\b|salles? de bains|baños?|bagn[oi]";
const dayWord = "days|nights|Tage\\w*|Nächte\\w*|jours|nuits|días|noches|giorni|notti";

/** The data's figures as they would be typed in a text. */
function retypedFacts(): { fact: string; pattern: RegExp }[] {
  const perApartment = Object.entries(apartments).flatMap(([slug, { facts }]) => [
    {
      fact: `${slug} size ${facts.sizeSqm} m²`,
      pattern: new RegExp(`\\b${facts.sizeSqm}(?:[\\s\\u00a0\\u202f]?m²|\\b)`),
    },
    {
      fact: `${slug} guests ${facts.guests}`,
      pattern: new RegExp(`\\b${number(facts.guests ?? 4)}\\s+(?:${guestsWord})`, "i"),
    },
    {
      fact: `${slug} bedrooms ${facts.bedrooms}`,
      pattern: new RegExp(`\\b${number(facts.bedrooms)}\\s+(?:${bedroomWord})`, "i"),
    },
    {
      fact: `${slug} bathrooms ${facts.bathrooms}`,
      pattern: new RegExp(`\\b${number(facts.bathrooms)}\\s+(?:${bathroomWord})`, "i"),
    },
  ]);
  return [
    ...perApartment,
    {
      fact: `check-in ${house.checkIn}`,
      pattern: new RegExp(
        `\\b${house.checkIn}\\b|\\b${Number(house.checkIn.slice(0, 2)) - 12} ?pm\\b|\\b${Number(house.checkIn.slice(0, 2))} h\\b`,
      ),
    },
    {
      fact: `check-out ${house.checkOut}`,
      pattern: new RegExp(
        `\\b${house.checkOut}\\b|\\b${Number(house.checkOut.slice(0, 2))} ?am\\b|\\b${Number(house.checkOut.slice(0, 2))} h\\b`,
      ),
    },
    {
      fact: `long stays ${house.longStayDays} days`,
      pattern: new RegExp(`\\b${house.longStayDays}\\s+(?:${dayWord})`, "i"),
    },
  ];
}

/** Every place a text types one of the facts, as "file: fact: …context…". */
export function findRetypedFacts(texts: [string, string][]): string[] {
  return texts.flatMap(([file, text]) =>
    retypedFacts().flatMap(({ fact, pattern }) => {
      const match = new RegExp(pattern.source, `${pattern.flags}g`).exec(text);
      return match ? [`${file}: ${fact}: …${text.slice(Math.max(0, match.index - 20), match.index + 20)}…`] : [];
    }),
  );
}

describe("facts are typed once", () => {
  it("finds a retyped fact (the check can fail)", () => {
    expect(
      findRetypedFacts([["x.md", "A bright 135 m² flat for up to six guests, check-in from 3 pm, stays of 28 days."]]),
    ).toEqual([
      expect.stringMatching(/^x\.md: pberg size 135/),
      expect.stringMatching(/^x\.md: pberg guests 6/),
      expect.stringMatching(/^x\.md: mitte guests 6/),
      expect.stringMatching(/^x\.md: check-in 15:00/),
      expect.stringMatching(/^x\.md: long stays 28 days/),
    ]);
    expect(findRetypedFacts([["y.yaml", "de: Zwei Schlafzimmer und ein Bad, 60 m²"]])).toEqual([
      expect.stringMatching(/^y\.yaml: pberg bedrooms 2/),
      expect.stringMatching(/^y\.yaml: mitte size 60/),
      expect.stringMatching(/^y\.yaml: mitte bedrooms 2/),
      expect.stringMatching(/^y\.yaml: mitte bathrooms 1/),
    ]);
  });

  it("no content, legal or UI text retypes a figure of the data", () => {
    expect(copies().length).toBeGreaterThanOrEqual(38);
    expect(findRetypedFacts(copies())).toEqual([]);
  });
});
