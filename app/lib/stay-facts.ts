import { format } from "../i18n/format";
import type { PageMessages, StayTexts } from "../i18n/page-messages";
import type { PropertyView } from "./property-view";

/** "Up to 6 guests", "2 bedrooms": an apartment's key figures in words (booking card, bar and summary). */
export function stayFacts(property: Pick<PropertyView, "guests" | "bedrooms">, t: PageMessages) {
  const { bedroom, bedrooms } = t.property;
  return {
    guests: format(t.home.guests, { count: property.guests }),
    bedrooms: property.bedrooms === 1 ? bedroom : format(bedrooms, { count: property.bedrooms }),
  };
}

/** The terms the apartment page's booking card shows: a page's data is written into its HTML (decision 017). */
export type CardTerms = Pick<StayTexts, "checkIn" | "checkOut" | "freeCancellation">;
export const cardTerms = ({ checkIn, checkOut, freeCancellation }: StayTexts): CardTerms => ({
  checkIn,
  checkOut,
  freeCancellation,
});
