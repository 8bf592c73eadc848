/**
 * What the booking redirect and the availability function know of the site (decision 046): the
 * build writes it from the content as `/stay.json` (`stayRules()`), and the functions read it
 * from the host's files, so the content is stated once.
 */
export interface StayRules {
  /** The provider's booking engine, https://booking.smoobu.com/… (operator.yaml). */
  engine: string;
  /** The provider's account (its API's `customerId`). */
  accountId: string;
  longestStayNights: number;
  /** By slug: the provider's apartment id and how many the apartment sleeps. */
  apartments: Record<string, { smoobuId: string; guests: number }>;
  price: QuotedPrice;
}

export interface QuotedPrice {
  /** Until the operator has compared the amount with the provider's checkout, no amount is shown. */
  confirmed: boolean;
  /** Euros added to the provider's amount for compulsory cleaning; 0 when the amount includes it. */
  cleaningFee: number;
  includesCityTax: boolean;
  cityTaxPercent: number;
}

/** Where the build puts them, for the functions and the page's form to read from the host's files. */
export const stayRulesPath = "/stay.json";

/** Berlin's city tax applies to stays under six months. */
export const cityTaxBelowNights = 183;

/**
 * The price a guest pays for the stay, every compulsory part included (PAngV), or null while the
 * operator has not confirmed what the provider's amount includes.
 */
export function stayTotal(amount: number, nights: number, price: QuotedPrice): number | null {
  if (!price.confirmed || !Number.isFinite(amount) || amount <= 0) return null;
  const cityTax = price.includesCityTax || nights >= cityTaxBelowNights ? 0 : (amount * price.cityTaxPercent) / 100;
  return Math.round((amount + price.cleaningFee + cityTax) * 100) / 100;
}

/** The availability function's answer (`/api/availability`), which the page puts in its own words. */
export type StayAnswer =
  | { status: "available"; nights: number; total?: { amount: number; currency: string } }
  | { status: "minimumStay"; minimumNights: number }
  | { status: "weekday" | "leadTime" | "tooManyGuests" | "gap" | "unavailable" }
  /** A reason the site has no words for: the provider's own message, shown as text. */
  | { status: "other"; message: string }
  | { status: "failed" | "busy" | "unconfigured" | "invalid" };
