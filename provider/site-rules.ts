import type { QuotedPrice, StayRules } from "../app/stay/stay-rules";
import { stayRulesPath } from "../app/stay/stay-rules.server";
import { errorName } from "./log";

/** Pages Functions' binding to the host's own files. */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

/** The rules as the build wrote them, or null when any part has another shape. */
export function parseStayRules(value: unknown): StayRules | null {
  if (!isRecord(value) || !isRecord(value.apartments) || !isRecord(value.price)) return null;
  const { engine, accountId, longestStayNights } = value;
  if (typeof engine !== "string" || !isEngine(engine)) return null;
  if (!isId(accountId) || !isCount(longestStayNights, 1, 3660)) return null;
  const apartments: StayRules["apartments"] = {};
  for (const [slug, apartment] of Object.entries(value.apartments)) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || !isRecord(apartment)) return null;
    if (!isId(apartment.smoobuId) || !isCount(apartment.guests, 1, 99)) return null;
    apartments[slug] = { smoobuId: apartment.smoobuId, guests: apartment.guests };
  }
  const { confirmed, cleaningFee, includesCityTax, cityTaxPercent } = value.price;
  if (typeof confirmed !== "boolean" || typeof includesCityTax !== "boolean") return null;
  if (!isAmount(cleaningFee, 10_000) || !isAmount(cityTaxPercent, 100)) return null;
  const price: QuotedPrice = { confirmed, cleaningFee, includesCityTax, cityTaxPercent };
  if (Object.keys(apartments).length === 0) return null;
  return { engine, accountId, longestStayNights, apartments, price };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === "string" && /^\d{1,15}$/.test(value);
const isCount = (value: unknown, least: number, most: number): value is number =>
  Number.isInteger(value) && (value as number) >= least && (value as number) <= most;
const isAmount = (value: unknown, most: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= most;

/** Only the provider's engine, over https, with no credentials, query or fragment of its own. */
function isEngine(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (
    url.protocol === "https:" &&
    url.host === "booking.smoobu.com" &&
    url.pathname.length > 1 &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash
  );
}

/**
 * Reads `/stay.json` from the host's files once per isolate (a failed read is tried again on the
 * next request): the content is stated once, by the build.
 */
export function stayRulesReader(log: (line: string) => void) {
  let rules: Promise<StayRules | null> | undefined;
  const read = async (assets: Assets, site: URL): Promise<StayRules | null> => {
    try {
      const response = await assets.fetch(new Request(new URL(stayRulesPath, site)));
      if (!response.ok) return (log(`stay rules: ${stayRulesPath} answered ${response.status}`), null);
      const parsed = parseStayRules(await response.json());
      if (!parsed) log(`stay rules: ${stayRulesPath} has another shape than the build writes`);
      return parsed;
    } catch (error) {
      log(`stay rules: ${stayRulesPath} could not be read (${errorName(error)})`);
      return null;
    }
  };
  return async (assets: Assets, site: URL) => {
    rules ??= read(assets, site);
    const result = await rules;
    if (!result) rules = undefined;
    return result;
  };
}
