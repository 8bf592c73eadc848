import type { Accommodation, LodgingBusiness, PostalAddress, VacationRental, WithContext } from "schema-dts";
import type { PropertySlug } from "../content/apartment-slugs";
import { loadContent } from "../content/load.server";
import type { Locale } from "../i18n/locales";
import { amenityFeatures } from "./amenity-features.server";
import { localePath } from "./i18n";
import { getHeroPhoto, getProperty, getPropertyCards } from "./properties.server";
import { decimalPlaces, minimumDecimals } from "./release-check";
import { absoluteUrl } from "./sitemap";

/**
 * JSON-LD for search engines, built at build time from the same validated data the pages
 * show: the business on the home page, a VacationRental per apartment page with Google's
 * required and recommended properties
 * (https://developers.google.com/search/docs/appearance/structured-data/vacation-rental;
 * tests/built/structured-data.test.ts checks them against that list).
 */

const { operator, house: houseTimes } = loadContent();
const absolute = (src: string) => new URL(src, `${operator.siteUrl}/`).href;
/** "15:00" → "15:00:00" (schema.org Time). */
const time = (hhmm: string) => `${hhmm}:00`;
/**
 * Google needs at least five decimal places, as Text so that they survive JSON: the data's own
 * digits, padded with zeros to five while the data has fewer (npm run check:release lists those).
 */
const coordinate = (value: number) => value.toFixed(Math.max(minimumDecimals, decimalPlaces(value)));

function propertyAddress(slug: PropertySlug): PostalAddress {
  const { address } = loadContent().apartments[slug].facts;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postcode,
    addressLocality: address.city,
    // Berlin is a city and a state (Land) at once.
    ...(address.city === "Berlin" ? { addressRegion: "Berlin" } : {}),
    addressCountry: "DE",
  };
}

export function vacationRentalJsonLd(slug: PropertySlug, locale: Locale): WithContext<VacationRental> {
  const { facts, photos } = loadContent().apartments[slug];
  const view = getProperty(slug, locale);
  // Photos of the apartment itself; not those of the building, street or neighbourhood.
  const apartmentPhotos = view.photos.filter((_, index) => !photos[index]!.outside);
  const place: Accommodation = {
    "@type": "Accommodation",
    additionalType: "EntirePlace",
    occupancy: { "@type": "QuantitativeValue", value: view.guests },
    numberOfBedrooms: facts.bedrooms,
    numberOfBathroomsTotal: facts.bathrooms,
    floorSize: { "@type": "QuantitativeValue", value: facts.sizeSqm, unitCode: "MTK" },
    amenityFeature: amenityFeatures(slug),
  };
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    "@id": `${operator.siteUrl}/#${facts.id}`,
    additionalType: "Apartment",
    identifier: facts.id,
    name: view.title,
    description: view.description.split("\n\n")[0],
    url: absoluteUrl(operator.siteUrl, localePath(locale, slug)),
    image: apartmentPhotos.map((photo) => absolute(photo.src)),
    latitude: coordinate(facts.lat),
    longitude: coordinate(facts.lng),
    address: propertyAddress(slug),
    checkinTime: time(houseTimes.checkIn),
    checkoutTime: time(houseTimes.checkOut),
    knowsLanguage: operator.hostLanguages,
    brand: { "@type": "Brand", name: operator.brand },
    containsPlace: place,
  };
}

export function lodgingBusinessJsonLd(locale: Locale): WithContext<LodgingBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "LodgingBusiness",
    "@id": `${operator.siteUrl}/#business`,
    name: operator.brand,
    url: absoluteUrl(operator.siteUrl, localePath(locale)),
    image: absolute(getHeroPhoto().src),
    email: operator.email,
    telephone: operator.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: operator.street,
      postalCode: operator.postcode,
      addressLocality: operator.city,
      addressCountry: "DE",
    },
    checkinTime: time(houseTimes.checkIn),
    checkoutTime: time(houseTimes.checkOut),
    containsPlace: getPropertyCards(locale).map((card) => ({
      "@type": "Accommodation",
      identifier: loadContent().apartments[card.slug].facts.id,
      name: card.title,
      url: absoluteUrl(operator.siteUrl, localePath(locale, card.slug)),
      address: propertyAddress(card.slug),
    })),
  };
}
