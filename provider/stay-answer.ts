import { stayTotal, type QuotedPrice, type StayAnswer } from "../app/stay/stay-rules";

// The provider's availability answer for one apartment, in the site's terms (StayAnswer). Error
// codes: research, smoobu-booking-api.md.

const reasons: Record<number, StayAnswer["status"]> = {
  400: "tooManyGuests",
  402: "weekday",
  403: "leadTime",
  404: "gap",
};
const minimumStayCode = 401;
export const messageLength = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** "0042", 42 and "42" are one id. */
const sameId = (value: unknown, id: string) =>
  (typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value))) && Number(value) === Number(id);
/** The entry of a map keyed by the provider's ids (an empty one may come as []). */
const entryOf = (map: unknown, id: string) =>
  isRecord(map) ? Object.entries(map).find(([key]) => sameId(key, id))?.[1] : undefined;

/**
 * The provider's own words as plain text: no control or direction-changing characters, one line,
 * at most `messageLength` characters. It stays data: the page shows it as text.
 */
export function plainMessage(value: unknown): string {
  if (typeof value !== "string") return "";
  const text = value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = [...text];
  return characters.length <= messageLength
    ? text
    : `${characters
        .slice(0, messageLength - 1)
        .join("")
        .trimEnd()}…`;
}

/** The answer for apartment `id`, or null when the provider's answer has another shape. */
export function stayAnswer(body: unknown, id: string, nights: number, price: QuotedPrice): StayAnswer | null {
  if (!isRecord(body) || !Array.isArray(body.availableApartments)) return null;
  const listed = body.availableApartments.some((value) => sameId(value, id));
  const error = entryOf(body.errorMessages, id);
  if (isRecord(error)) {
    const code = Number(error.errorCode);
    const minimum = Number(error.minimumLengthOfStay);
    // One provider account lists an apartment as available and still sends 401 (research).
    if (code === minimumStayCode && Number.isInteger(minimum) && minimum > 0)
      return { status: "minimumStay", minimumNights: minimum };
    const reason = reasons[code];
    if (reason) return { status: reason } as StayAnswer;
    const message = plainMessage(error.message);
    return message ? { status: "other", message } : { status: "unavailable" };
  }
  if (!listed) return { status: "unavailable" };
  const quote = entryOf(body.prices, id);
  const amount = isRecord(quote) && typeof quote.price === "number" ? quote.price : NaN;
  const currency = isRecord(quote) && typeof quote.currency === "string" ? quote.currency : "";
  // The operator's cleaning fee is in euros: an amount in another currency is not added up.
  const total = currency === "EUR" ? stayTotal(amount, nights, price) : null;
  return total === null
    ? { status: "available", nights }
    : { status: "available", nights, total: { amount: total, currency } };
}
