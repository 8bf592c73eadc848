import { format } from "../i18n/format";
import type { PageMessages, StayTexts } from "../i18n/page-messages";
import type { ApartmentView } from "./apartment-view";

const count = (one: string, many: string, n: number) => (n === 1 ? one : format(many, { count: n }));

/**
 * "Up to 6 guests", "2 bedrooms", "1 bathroom": an apartment's key figures in words, the one
 * place that picks singular or plural (facts row, booking card and bar, booking summary).
 */
export function stayFacts(apartment: Pick<ApartmentView, "guests" | "bedrooms" | "bathrooms">, t: PageMessages) {
  const { bedroom, bedrooms, bathroom, bathrooms } = t.apartment;
  return {
    guests: format(t.home.guests, { count: apartment.guests }),
    bedrooms: count(bedroom, bedrooms, apartment.bedrooms),
    bathrooms: count(bathroom, bathrooms, apartment.bathrooms),
  };
}

/** The terms the apartment page's booking card shows. */
export type CardTerms = Pick<StayTexts, "checkIn" | "checkOut" | "freeCancellation">;
export const cardTerms = ({ checkIn, checkOut, freeCancellation }: StayTexts): CardTerms => ({
  checkIn,
  checkOut,
  freeCancellation,
});
