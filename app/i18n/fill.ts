import type { ApartmentFacts, HouseRules } from "../content/schema.server";
import type { Messages } from "./en";
import { format, timeText } from "./format";
import type { Locale } from "../locales";

/** The values texts name with placeholders (app/content/placeholders.ts), so no text repeats a fact. */
export type TextValues = Record<string, string | number>;

/** The house rules (times as the language writes them) and the larger apartment's guests. */
export function siteValues(house: HouseRules, apartments: ApartmentFacts[], locale: Locale): TextValues {
  return {
    maxGuests: Math.max(...apartments.map((facts) => facts.guests)),
    checkIn: timeText(house.checkIn, locale),
    checkOut: timeText(house.checkOut, locale),
    longStayDays: house.longStayDays,
    freeCancellationDays: house.freeCancellationDays,
    paymentDueDays: house.paymentDueDays,
  };
}

export function valuesOfFacts(facts: ApartmentFacts, messages: Messages, locale: Locale, site: TextValues): TextValues {
  return {
    ...site,
    size: `${new Intl.NumberFormat(locale).format(facts.sizeSqm)}\u00a0m²`,
    bedrooms: format(messages.facts.bedrooms, { count: facts.bedrooms }, locale),
    bathrooms: format(messages.facts.bathrooms, { count: facts.bathrooms }, locale),
    guests: facts.guests,
  };
}

/** Other placeholders stay. */
export function withValues<T>(value: T, facts: TextValues): T {
  if (typeof value === "string") return format(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => withValues(item, facts)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withValues(item, facts)])) as T;
  }
  return value;
}
