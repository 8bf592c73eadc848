import type {
  Accommodation,
  LocationFeatureSpecification,
  PostalAddress,
  VacationRental,
  WithContext,
} from "schema-dts";
import type { Locale } from "../locales";
import { localePath } from "../i18n/paths";
import type { ApartmentView } from "../apartment/apartment-view";
import { absoluteUrl } from "./sitemap";

/** What a VacationRental needs beyond what the page shows; the JSON-LD adds the page's own name, photos and rooms. */
export interface RentalData {
  id: string;
  siteUrl: string;
  brand: string;
  address: { street: string; postcode: string; city: string };
  /** At least five decimal places, as text (Google's rule). */
  latitude: string;
  longitude: string;
  /** "15:00:00" (schema.org Time). */
  checkIn: string;
  checkOut: string;
  languages: string[];
  sizeSqm: number;
  /** Google's fixed amenity names with true or false, and `licenseNum` with its text. */
  features: [name: string, value: boolean | string][];
  /** Indexes of the photos of the building, street or neighbourhood (not the apartment's own). */
  outside: number[];
}

/** An apartment's node, the same on its own page and in the home page's business. */
export const rentalNodeId = (siteUrl: string, id: string) => `${siteUrl}/#${id}`;

export function postalAddress({ street, postcode, city }: RentalData["address"]): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: street,
    postalCode: postcode,
    addressLocality: city,
    // Berlin is a city and a state (Land) at once.
    ...(city === "Berlin" ? { addressRegion: "Berlin" } : {}),
    addressCountry: "DE",
  };
}

/**
 * JSON-LD for an apartment page with Google's required and recommended properties
 * (https://developers.google.com/search/docs/appearance/structured-data/vacation-rental;
 * tests/built/structured-data.test.ts checks them against that list).
 */
export function vacationRentalJsonLd(
  view: ApartmentView,
  facts: RentalData,
  locale: Locale,
  /** The page's own description (its meta description), which the head already carries. */
  description: string,
): WithContext<VacationRental> {
  const absolute = (src: string) => new URL(src, `${facts.siteUrl}/`).href;
  const amenityFeature: LocationFeatureSpecification[] = facts.features.map(([name, value]) => ({
    "@type": "LocationFeatureSpecification",
    name,
    value,
  }));
  const place: Accommodation = {
    "@type": "Accommodation",
    additionalType: "EntirePlace",
    occupancy: { "@type": "QuantitativeValue", value: view.guests },
    numberOfBedrooms: view.bedrooms,
    numberOfBathroomsTotal: view.bathrooms,
    floorSize: { "@type": "QuantitativeValue", value: facts.sizeSqm, unitCode: "MTK" },
    amenityFeature,
  };
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    "@id": rentalNodeId(facts.siteUrl, facts.id),
    additionalType: "Apartment",
    identifier: facts.id,
    name: view.title,
    // The head's description again, not the page's first paragraph: a repeat compresses away, and the
    // page fits its first round trip (decision 033).
    description,
    url: absoluteUrl(facts.siteUrl, localePath(locale, view.slug)),
    image: view.photos.filter((_, index) => !facts.outside.includes(index)).map((photo) => absolute(photo.src)),
    latitude: facts.latitude,
    longitude: facts.longitude,
    address: postalAddress(facts.address),
    checkinTime: facts.checkIn,
    checkoutTime: facts.checkOut,
    knowsLanguage: facts.languages,
    brand: { "@type": "Brand", name: facts.brand },
    containsPlace: place,
  };
}
