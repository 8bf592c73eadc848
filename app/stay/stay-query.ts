import type { StayRules } from "./stay-rules";

/**
 * A guest's question: an apartment, two dates and the guests (decision 046). One reading for the
 * page's form, the booking redirect and the availability function, so the three refuse alike.
 */
export interface Stay {
  apartment: string;
  /** Year-month-day, as a date input gives it. */
  arrival: string;
  departure: string;
  adults: number;
  children: number;
}

export type StayField = "apartment" | "arrival" | "departure" | "adults" | "children";
export type StayProblem =
  | "missing"
  | "invalid"
  | "past"
  | "notAfterArrival"
  | "tooLong"
  | "tooFar"
  | "tooManyGuests"
  | "noAdult"
  | "unknownApartment";
export interface StayError {
  field: StayField;
  problem: StayProblem;
}
export type StayReading = { ok: true; stay: Stay; nights: number } | { ok: false; errors: StayError[] };

/** The parameters a stay's address may carry; `lang` is the page's language, for the answer's words. */
export const stayParameters = ["apartment", "arrival", "departure", "adults", "children", "lang"] as const;
const fields = ["apartment", "arrival", "departure", "adults", "children"] as const;
/** How far ahead a stay may be asked, in months from today. */
export const horizonMonths = 18;

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970 of a real year-month-day date, or null (2027-02-30 is none). */
export function dayNumber(date: string): number | null {
  const match = dayPattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

export function dateOfDay(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

const berlinDate = new Intl.DateTimeFormat("en", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * Today in Berlin, where the apartments are: a date is "past" by their calendar, not the guest's.
 * Composed from the parts: no locale's pattern is year-month-day everywhere (WebKit's en-CA is
 * 12/7/2026).
 */
export function berlinToday(now = new Date()): string {
  const parts = Object.fromEntries(berlinDate.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The last day a stay may reach: today plus the horizon, the month's last day when shorter. */
export function lastBookableDay(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + horizonMonths, 1));
  const monthDays = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, monthDays));
  return target.toISOString().slice(0, 10);
}

const count = (value: string | undefined) => (value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null);

/** Reads a stay from its fields' values as typed; every problem at once, in field order. */
export function readStay(values: Partial<Record<StayField, string>>, rules: StayRules, today: string): StayReading {
  const errors: StayError[] = [];
  const fail = (field: StayField, problem: StayProblem) => errors.push({ field, problem });
  const slug = values.apartment ?? "";
  const apartment = Object.hasOwn(rules.apartments, slug) ? rules.apartments[slug] : undefined;
  if (!apartment) fail("apartment", slug ? "unknownApartment" : "missing");

  const first = dayNumber(today)!;
  const last = dayNumber(lastBookableDay(today))!;
  const dayOf = (field: "arrival" | "departure") => {
    const value = values[field]?.trim() ?? "";
    if (!value) return (fail(field, "missing"), null);
    const day = dayNumber(value);
    if (day === null) return (fail(field, "invalid"), null);
    if (day > last) return (fail(field, "tooFar"), null);
    return day;
  };
  const arrival = dayOf("arrival");
  if (arrival !== null && arrival < first) fail("arrival", "past");
  const departure = dayOf("departure");
  if (arrival !== null && departure !== null) {
    if (departure <= arrival) fail("departure", "notAfterArrival");
    else if (departure - arrival > rules.longestStayNights) fail("departure", "tooLong");
  }

  const adults = count(values.adults);
  const children = values.children === undefined || values.children === "" ? 0 : count(values.children);
  if (adults === null) fail("adults", values.adults ? "invalid" : "missing");
  else if (adults < 1) fail("adults", "noAdult");
  if (children === null) fail("children", "invalid");
  if (apartment && adults !== null && children !== null && adults + children > apartment.guests)
    fail(adults > apartment.guests ? "adults" : "children", "tooManyGuests");

  if (errors.length > 0 || arrival === null || departure === null) return { ok: false, errors };
  const stay = { apartment: slug, arrival: dateOfDay(arrival), departure: dateOfDay(departure) };
  return { ok: true, stay: { ...stay, adults: adults!, children: children! }, nights: departure - arrival };
}

/**
 * Reads a stay from a request's query, stricter than a form: a parameter the address may not carry,
 * or one given twice, refuses the whole query (null), whatever its values.
 */
export function readStayQuery(query: URLSearchParams, rules: StayRules, today: string): StayReading | null {
  const names = [...query.keys()];
  if (names.some((name) => !(stayParameters as readonly string[]).includes(name))) return null;
  if (new Set(names).size !== names.length) return null;
  const values: Partial<Record<StayField, string>> = {};
  for (const field of fields) {
    const value = query.get(field);
    if (value !== null) values[field] = value;
  }
  return readStay(values, rules, today);
}

const engineDate = (date: string) => date.split("-").reverse().join("/");

/** The provider's booking engine with the stay filled in (its address format: docs/decisions/046). */
export function engineUrl(rules: StayRules, stay: Stay): string {
  const apartment = rules.apartments[stay.apartment]!;
  const url = new URL(rules.engine);
  url.search = new URLSearchParams({
    apartmentId: apartment.smoobuId,
    arrivalDate: engineDate(stay.arrival),
    departureDate: engineDate(stay.departure),
    adults: String(stay.adults),
    children: String(stay.children),
  }).toString();
  return url.href;
}
