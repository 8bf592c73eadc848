import { describe, expect, it } from "vitest";
import type { GuestInfo } from "../content/guest-info.server";
import { getMessages } from "../i18n/messages.server";
import { locales } from "../locales";
import { guestQuestions, route, sleepingArrangements, type HouseFacts } from "./guest-questions";

const unknown = (confirmed = false) => ({ value: null, confirmed });
/** The shipped state: almost nothing known yet. */
const shipped: GuestInfo = {
  sleeping: { value: [{ room: "bedroom", beds: null }], confirmed: false },
  floor: unknown(),
  lift: unknown(),
  cooling: { value: "fan", confirmed: false },
  parking: unknown(),
  luggage: unknown(),
  fromBer: unknown(),
  fromHauptbahnhof: unknown(),
};
/** Every fact known, so every other variant is used. */
const known: GuestInfo = {
  sleeping: {
    value: [
      { room: "bedroom", beds: [{ type: "double", widthCm: 160, count: 1 }] },
      { room: "bedroom", beds: [{ type: "single", widthCm: null, count: 2 }] },
      { room: "living", beds: [{ type: "sofaBed", widthCm: 140, count: 1 }] },
    ],
    confirmed: true,
  },
  floor: { value: 3, confirmed: true },
  lift: { value: "no", confirmed: true },
  cooling: { value: "airConditioning", confirmed: true },
  parking: { value: "street", confirmed: true },
  luggage: { value: "onRequest", confirmed: true },
  fromBer: {
    value: [
      { mode: "train", lines: ["FEX"], to: "Potsdamer Platz" },
      { mode: "sbahn", lines: ["S1", "S2", "S25", "S26"], to: "Nordbahnhof" },
    ],
    confirmed: true,
  },
  fromHauptbahnhof: { value: [{ mode: "tram", lines: ["M10"], to: "Bernauer Straße" }], confirmed: true },
};
const house: HouseFacts = { cityTaxPercent: 7.5, heating: true, petsAllowed: false, smokingAllowed: false };
const values = { bedrooms: "2 bedrooms", guests: 6, checkIn: "15:00", checkOut: "11:00", longStayDays: 28 };
const variants: GuestInfo[] = [
  shipped,
  known,
  { ...known, floor: { value: 0, confirmed: true } },
  { ...known, lift: { value: "yes", confirmed: true }, cooling: { value: "none", confirmed: true } },
  { ...known, parking: { value: "private", confirmed: true }, luggage: { value: "yes", confirmed: true } },
  { ...known, luggage: { value: "no", confirmed: true } },
];

describe("what guests ask, in every language", () => {
  it.each(locales)("%s: no answer keeps a placeholder or an empty sentence, whatever is known", (locale) => {
    const words = getMessages(locale).guestQuestions;
    for (const info of variants) {
      for (const flags of [house, { ...house, heating: false, petsAllowed: true, smokingAllowed: true }]) {
        const questions = guestQuestions(info, flags, words, locale, values);
        expect(questions).toHaveLength(10);
        for (const [question, answer] of questions) {
          expect(question).toMatch(/\?$/);
          expect(answer, answer).not.toMatch(/[{}]|\s{2}|^\s|\s$|undefined|null/);
        }
      }
      const sleeping = sleepingArrangements(info, words, locale, values);
      expect(JSON.stringify(sleeping)).not.toMatch(/[{}]\w|\w[{}]|undefined/);
    }
  });
});

describe("the answers in English", () => {
  const words = getMessages("en").guestQuestions;
  const answers = (info: GuestInfo, flags = house) =>
    Object.fromEntries(guestQuestions(info, flags, words, "en", values).map(([q, a]) => [q, a]));

  it("say what is known and ask the guest to ask where a fact is not", () => {
    const shippedAnswers = answers(shipped);
    expect(shippedAnswers[words.floorAndLift.question]).toBe(words.askUs);
    expect(shippedAnswers[words.parking.question]).toBe(words.askUs);
    expect(shippedAnswers[words.airConditioning.question]).toBe(
      "There’s no air conditioning, but a fan is provided for hot days. In the colder months the apartment is heated.",
    );
    expect(shippedAnswers[words.luggage.question]).toContain("Check-in is from 15:00 and check-out by 11:00.");
    expect(shippedAnswers[words.cityTax.question]).toContain("7.5%");
    const knownAnswers = answers(known);
    expect(knownAnswers[words.floorAndLift.question]).toBe(
      "The apartment is on the third floor and there’s no lift, so be ready to carry your luggage up the stairs.",
    );
    expect(knownAnswers[words.fromBer.question]).toMatch(
      /^From BER, take the FEX to Potsdamer Platz, then the S-Bahn S1, S2, S25 or S26 to Nordbahnhof;/,
    );
  });

  it("leave out pets, smoking and heating when the amenities do not say", () => {
    const none = guestQuestions(known, { cityTaxPercent: 7.5 }, words, "en", values);
    expect(none.map(([question]) => question)).not.toContain(words.pets.question);
    expect(none.map(([question]) => question)).not.toContain(words.smoking.question);
    expect(none).toHaveLength(8);
    expect(Object.fromEntries(none)[words.airConditioning.question]).toBe("Yes, the apartment has air conditioning.");
  });

  it("format the tax rate and the lines as each language writes them", () => {
    const de = getMessages("de").guestQuestions;
    const tax = Object.fromEntries(guestQuestions(known, house, de, "de", values))[de.cityTax.question];
    expect(tax).toMatch(/7,5\s%/);
    expect(route(known.fromBer.value!, de, "de")).toBe(
      "mit dem FEX bis Potsdamer Platz, dann mit der S-Bahn S1, S2, S25 oder S26 bis Nordbahnhof",
    );
  });
});

describe("the sleeping arrangements", () => {
  it("list each room with its beds once every room's beds are known", () => {
    expect(sleepingArrangements(known, getMessages("en").guestQuestions, "en", values)).toEqual({
      rooms: [
        { room: "Bedroom 1", beds: "1 double bed (160 cm)" },
        { room: "Bedroom 2", beds: "2 single beds" },
        { room: "Living room", beds: "1 sofa bed (140 cm)" },
      ],
    });
  });

  it("ask the guest to ask while any room's beds are not known", () => {
    const words = getMessages("fr").guestQuestions;
    const block = sleepingArrangements(shipped, words, "fr", { ...values, bedrooms: "2 chambres" });
    expect(block).toEqual({
      unknown:
        "L’appartement compte 2 chambres et peut accueillir jusqu’à 6 personnes. Demandez-nous comment les lits sont répartis : nous vous le dirons avant la réservation.",
    });
  });
});
