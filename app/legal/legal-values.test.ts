import { describe, expect, it } from "vitest";
import { operator } from "../content/operator";
import { loadContent } from "../content/load.server";
import { parseOperator } from "../content/schema.server";
import { locales, type Locale } from "../locales";
import { fillTokens, legalFile, legalSource, legalTokens, renderLegalPage, renderMarkdown } from "./legal.server";
import { legalPages, type LegalPage } from "../pages.server";

/**
 * The five versions of a legal page must state the same facts. A fact here is every
 * number the reader sees (times, days, percentages, years, article and section numbers,
 * registration numbers, postcodes), compared as a multiset of digit runs (times as in German, "15:00"), plus the
 * operator's and apartments' data, which must appear verbatim in every version.
 * German is the reference text.
 */
function text(html: string): string {
  const article = document.createElement("article");
  article.innerHTML = html;
  return (article.textContent ?? "").replace(/\s+/g, " ");
}

interface Facts {
  numbers: string[];
  times: string[];
  percentages: string[];
}

/** French writes times "15 h", "7 h", "15 h 30" (app/i18n/format.ts, timeText): compared as "15:00", "07:00", "15:30". */
const frenchTime = /\b(\d{1,2})[\s\u00a0\u202f]h(?:[\s\u00a0\u202f](\d{2}))?(?![\p{L}\d])/gu;

function facts(text: string): Facts {
  const plain = text.replace(
    frenchTime,
    (_match, hours: string, minutes?: string) => `${hours.padStart(2, "0")}:${minutes ?? "00"}`,
  );
  const sorted = (values: string[]) => [...values].sort();
  return {
    numbers: sorted(plain.match(/\d+/g) ?? []),
    times: sorted(plain.match(/\b\d{1,2}:\d{2}\b/g) ?? []),
    // "7,5 %", "7.5 %" and "7,5 %" (French, no-break space) are the same percentage.
    percentages: sorted((plain.match(/\d+(?:[.,]\d+)?\s?%/g) ?? []).map((p) => p.replace(",", ".").replace(/\s/g, ""))),
  };
}

/** What differs between a version and the reference, as readable lines; empty when they agree. */
function differences(reference: Facts, other: Facts): string[] {
  const lines: string[] = [];
  for (const key of ["numbers", "times", "percentages"] as const) {
    const missing = [...reference[key]];
    const extra: string[] = [];
    for (const value of other[key]) {
      const at = missing.indexOf(value);
      if (at >= 0) missing.splice(at, 1);
      else extra.push(value);
    }
    if (missing.length) lines.push(`${key} missing: ${missing.join(", ")}`);
    if (extra.length) lines.push(`${key} extra: ${extra.join(", ")}`);
  }
  return lines;
}

const config = parseOperator(operator);
const registrationNumbers = Object.values(loadContent().apartments).map(({ facts }) => facts.registrationNumber);

/** Data every version of a page states verbatim (from the operator config and the apartment data). */
const verbatim: Record<LegalPage, string[]> = {
  impressum: [
    config.legalName,
    config.street,
    `${config.postcode} ${config.city}`,
    config.email,
    config.phone,
    config.vatId,
    ...registrationNumbers,
  ],
  agb: [
    config.legalName,
    config.street,
    config.email,
    ...registrationNumbers,
    ...Object.values(loadContent().apartments).map(
      ({ facts: { address } }) => `${address.street}, ${address.postcode} ${address.city}`,
    ),
  ],
  datenschutz: [
    config.legalName,
    config.street,
    config.email,
    config.hostName,
    config.hostAddress,
    "Pappelallee 78/79, 10437 Berlin",
    "Gordon House, Barrow Street, Dublin 4",
    "cookiesAccepted",
  ],
};

/** The key facts the German reference text must state in digits (so the comparison covers them). */
const keyFacts: Record<LegalPage, RegExp[]> = {
  impressum: [/§ 5 DDG/, /§ 36 VSBG/],
  agb: [/15:00/, /11:00/, /22:00 bis 07:00/, /\b5 Tage/, /28 Nächte/, /7,5\s%/, /§ 312g Abs\. 2 Nr\. 9 BGB/],
  datenschutz: [/14 Tage/, /1 Jahr ab dem Tag/, /8 Jahre/, /6 Jahre/, /10 Jahre/, /§ 25 Abs\. 2 Nr\. 2 TDDDG/],
};

const rendered = (locale: Locale, page: LegalPage) => text(renderLegalPage(locale, page));

describe.each(legalPages)("the facts of %s", (page) => {
  const german = rendered("de", page);

  it("are stated in digits in the German reference text", () => {
    for (const fact of keyFacts[page]) expect(german).toMatch(fact);
  });

  it.each(locales)("are the same in %s as in German", (locale) => {
    const version = rendered(locale, page);
    expect(differences(facts(german), facts(version)), legalFile(locale, page)).toEqual([]);
    const absent = verbatim[page].filter((value) => !version.includes(value));
    expect(absent, `${legalFile(locale, page)} lacks`).toEqual([]);
  });
});

describe("the comparison", () => {
  const tokens = legalTokens(config, "en");
  const file = legalFile("en", "agb");
  // The English text with its tokens filled in ({{checkIn}} is 15:00), then one fact changed.
  const english = fillTokens(legalSource("en", "agb"), tokens, file);
  const reference = facts(rendered("de", "agb"));
  const mutated = (from: RegExp, to: string) => {
    expect(english).toMatch(from);
    return facts(text(renderMarkdown(english.replace(from, to), file)));
  };

  it("agrees for the real English text", () => {
    expect(differences(reference, facts(rendered("en", "agb")))).toEqual([]);
  });

  it("fails when one language changes a time, a day count or a percentage", () => {
    expect(differences(reference, mutated(/15:00/, "16:00"))).toEqual(
      expect.arrayContaining([
        "numbers missing: 15",
        "numbers extra: 16",
        "times missing: 15:00",
        "times extra: 16:00",
      ]),
    );
    expect(differences(reference, mutated(/28 nights/, "30 nights"))).toEqual(
      expect.arrayContaining(["numbers missing: 28", "numbers extra: 30"]),
    );
    expect(differences(reference, mutated(/7\.5%/, "5%"))).toContain("percentages missing: 7.5%");
  });

  it("fails when one language drops a fact or writes it as a word", () => {
    expect(differences(reference, mutated(/\b5 days/, "five days"))).toContain("numbers missing: 5");
    expect(differences(reference, mutated(/07:00/, "7:00"))).toEqual(
      expect.arrayContaining(["times missing: 07:00", "times extra: 7:00"]),
    );
  });
});

it("reads a French time (15 h, 7 h, 15 h 30) as the German one (15:00, 07:00, 15:30)", () => {
  const french = facts("de 22\u00a0h à 7\u00a0h, à partir de 15\u00a0h\u00a030, 24 heures");
  expect(french.times).toEqual(["07:00", "15:30", "22:00"]);
  expect(differences(facts("von 22:00 bis 07:00 Uhr, ab 15:30 Uhr, 24 Stunden"), french)).toEqual([]);
});
