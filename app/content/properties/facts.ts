import type { PropertySlug } from "../../lib/site";

/**
 * The facts of each apartment that are not text: one source for the pages, the
 * structured data and the legal texts. Provider ids and registration numbers are
 * operator data and live in ../operator.ts.
 */
export interface PropertyFacts {
  /** Stable id, as on the card data of the original site. */
  id: string;
  /** Living space in m². */
  sizeSqm: number;
  bedrooms: number;
  bathrooms: number;
  hasGym: boolean;
  /** Maximum guests; a card without it shows 4. */
  guests?: number;
  address: { street: string; postcode: string; city: string };
  lat: number;
  lng: number;
  /** The card image: a file name from the photo list; without it the card shows the first photo. */
  imageUrl?: string;
}

export const propertyFacts: Record<PropertySlug, PropertyFacts> = {
  pberg: {
    id: "zionskirchplatz",
    sizeSqm: 135,
    bedrooms: 2,
    bathrooms: 2,
    hasGym: true,
    guests: 6,
    address: { street: "Zionskirchplatz", postcode: "10435", city: "Berlin" },
    lat: 52.5357,
    lng: 13.4043,
  },
  mitte: {
    id: "bernauer-strasse",
    sizeSqm: 60,
    bedrooms: 2,
    bathrooms: 1,
    hasGym: false,
    guests: 6,
    address: { street: "Bernauer Straße", postcode: "10115", city: "Berlin" },
    lat: 52.5366,
    lng: 13.3934,
  },
};

/** Check-in from, check-out by (24-hour, Berlin time), for both apartments; the house rules (agb.md) say the same. */
export const houseTimes = { checkIn: "15:00", checkOut: "11:00" };
