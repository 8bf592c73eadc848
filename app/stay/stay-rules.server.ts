import type { Content } from "../content/load.server";
import type { StayRules } from "./stay-rules";

/** The site's facts the functions need, from the content (written as `/stay.json` by the build). */
export function stayRules({ operator, house, apartments }: Content): StayRules {
  return {
    engine: operator.bookingEngineUrl || `https://booking.smoobu.com/9A${operator.smoobuAccountId}`,
    accountId: operator.smoobuAccountId,
    longestStayNights: house.longestStayNights,
    apartments: Object.fromEntries(
      Object.values(apartments).map(({ slug, facts }) => [slug, { smoobuId: facts.smoobuId, guests: facts.guests }]),
    ),
    price: { ...house.quotedPrice, cityTaxPercent: house.cityTaxPercent },
  };
}

export { stayRulesPath } from "./stay-rules";
