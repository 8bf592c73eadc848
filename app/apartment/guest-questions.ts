import type { GuestInfo, Leg } from "../content/guest-info.server";
import type { Messages } from "../i18n/en";
import { format, percentText } from "../i18n/format";
import { regionalLocales, type Locale } from "../locales";
import type { TextValues } from "../i18n/fill";

/** A fact not known yet (null) selects the answer that asks the guest to ask: no sentence shows a gap. */
type Words = Messages["guestQuestions"];

export type GuestQuestion = [question: string, answer: string];
export type SleepingArrangements = { unknown: string } | { rooms: { room: string; beds: string }[] };

export interface HouseFacts {
  cityTaxPercent: number;
  /** The amenities' google flags (undefined: amenities.yaml does not say). */
  heating?: boolean;
  petsAllowed?: boolean;
  smokingAllowed?: boolean;
}

/** "the FEX to Potsdamer Platz, then the U2 to Senefelderplatz". */
export function route(legs: Leg[], words: Words, locale: Locale): string {
  const lines = new Intl.ListFormat(regionalLocales[locale], { type: "disjunction" });
  return legs
    .map((leg) => format(words.route[leg.mode], { lines: lines.format(leg.lines), stop: leg.to }))
    .join(words.route.then);
}

function access({ floor, lift }: GuestInfo): "groundFloor" | "lift" | "stairs" | null {
  if (floor.value === 0) return "groundFloor";
  if (floor.value === null || lift.value === null) return null;
  return lift.value === "yes" ? "lift" : "stairs";
}

/** The questions in the order the page shows them; `values`: {bedrooms}, {guests}, {checkIn} … */
export function guestQuestions(
  info: GuestInfo,
  house: HouseFacts,
  words: Words,
  locale: Locale,
  values: TextValues,
): GuestQuestion[] {
  const all: TextValues = { ...values, cityTax: percentText(house.cityTaxPercent, locale) };
  if (info.floor.value !== null) all.floor = format(words.floor, { floor: info.floor.value }, locale);
  const fill = (...parts: (string | false | undefined)[]) =>
    parts
      .filter((part): part is string => !!part)
      .map((part) => format(part, all, locale))
      .join(" ");
  const way = (fact: GuestInfo["fromBer"], known: string, unknown: string) =>
    fact.value === null ? fill(unknown) : format(fill(known), { route: route(fact.value, words, locale) });
  const heating =
    house.heating === undefined
      ? undefined
      : house.heating
        ? words.airConditioning.heated
        : words.airConditioning.notHeated;
  const reach = access(info);
  const questions: (GuestQuestion | false)[] = [
    [words.floorAndLift.question, fill(reach ? words.floorAndLift[reach] : words.askUs)],
    [
      words.airConditioning.question,
      fill(info.cooling.value ? words.airConditioning[info.cooling.value] : words.askUs, heating),
    ],
    [words.parking.question, fill(info.parking.value ? words.parking[info.parking.value] : words.askUs)],
    [words.luggage.question, fill(words.luggage[info.luggage.value ?? "unknown"])],
    [
      words.fromBer.question,
      `${way(info.fromBer, words.fromBer.known, words.fromBer.unknown)} ${fill(words.fromBer.ticket)}`,
    ],
    [
      words.fromHauptbahnhof.question,
      way(info.fromHauptbahnhof, words.fromHauptbahnhof.known, words.fromHauptbahnhof.unknown),
    ],
    [words.cityTax.question, fill(words.cityTax.answer)],
    [words.longStay.question, fill(words.longStay.answer)],
    house.petsAllowed !== undefined && [
      words.pets.question,
      fill(house.petsAllowed ? words.pets.allowed : words.pets.notAllowed),
    ],
    house.smokingAllowed !== undefined && [
      words.smoking.question,
      fill(house.smokingAllowed ? words.smoking.allowed : words.smoking.notAllowed),
    ],
  ];
  return questions.filter((question): question is GuestQuestion => question !== false);
}

export function sleepingArrangements(
  info: GuestInfo,
  words: Words,
  locale: Locale,
  values: TextValues,
): SleepingArrangements {
  const rooms = info.sleeping.value;
  if (rooms === null || rooms.some((room) => room.beds === null)) {
    return { unknown: format(words.sleeping.unknown, values, locale) };
  }
  const list = new Intl.ListFormat(regionalLocales[locale], { type: "conjunction" });
  let bedroom = 0;
  return {
    rooms: rooms.map((room) => ({
      room: room.room === "bedroom" ? format(words.sleeping.bedroom, { number: ++bedroom }) : words.sleeping.living,
      beds: list.format(
        (room.beds ?? []).map((bed) => {
          const kind = format(words.sleeping[bed.type], { count: bed.count }, locale);
          return bed.widthCm === null ? kind : format(words.sleeping.withWidth, { bed: kind, width: bed.widthCm });
        }),
      ),
    })),
  };
}
