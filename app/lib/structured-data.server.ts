import type { Accommodation, LodgingBusiness, PostalAddress, VacationRental, WithContext } from "schema-dts";
import type { PropertySlug } from "../content/apartment-slugs";
import { loadContent } from "../content/load.server";
import type { Locale } from "../i18n/locales";
import { localePath } from "./i18n";
import { getHeroPhoto, getProperty, getPropertyCards } from "./properties.server";
import { absoluteUrl } from "./sitemap";

/**
 * JSON-LD for search engines, built at build time from the same validated data the pages
 * show: the business on the home page, a VacationRental per apartment page.
 */

const { operator, house: houseTimes } = loadContent();
const absolute = (src: string) => new URL(src, `${operator.siteUrl}/`).href;
/** "15:00" → "15:00:00" (schema.org Time). */
const time = (hhmm: string) => `${hhmm}:00`;
/** Google asks for five decimal places; the value is rounded to them, never padded with invented digits. */
const coordinate = (value: number) => Number(value.toFixed(5));

function propertyAddress(slug: PropertySlug): PostalAddress {
  const { address } = loadContent().apartments[slug].facts;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postcode,
    addressLocality: address.city,
    addressCountry: "DE",
  };
}

export function vacationRentalJsonLd(slug: PropertySlug, locale: Locale): WithContext<VacationRental> {
  const { facts } = loadContent().apartments[slug];
  const view = getProperty(slug, locale);
  const place: Accommodation = {
    "@type": "Accommodation",
    additionalType: "EntirePlace",
    occupancy: { "@type": "QuantitativeValue", value: view.guests },
    numberOfBedrooms: facts.bedrooms,
    numberOfBathroomsTotal: facts.bathrooms,
    floorSize: { "@type": "QuantitativeValue", value: facts.sizeSqm, unitCode: "MTK" },
    amenityFeature: view.amenities.flatMap((group) =>
      group.items.map((item) => ({ "@type": "LocationFeatureSpecification" as const, name: item, value: true })),
    ),
  };
  return {
    "@context": "https://schema.org",
    "@type": "VacationRental",
    "@id": `${operator.siteUrl}/#${facts.id}`,
    identifier: facts.id,
    name: view.title,
    description: view.description.split("\n\n")[0],
    url: absoluteUrl(operator.siteUrl, localePath(locale, slug)),
    image: view.photos.map((photo) => absolute(photo.src)),
    latitude: coordinate(facts.lat),
    longitude: coordinate(facts.lng),
    address: propertyAddress(slug),
    checkinTime: time(houseTimes.checkIn),
    checkoutTime: time(houseTimes.checkOut),
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
