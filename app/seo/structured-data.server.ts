import type { LodgingBusiness, PostalAddress, WithContext } from "schema-dts";
import { loadContent, type ApartmentContent } from "../content/load.server";
import { showsOutside } from "../content/photo-rooms";
import type { Locale } from "../locales";
import { googleFlags } from "../apartment/amenity-features.server";
import { localePath } from "../i18n/paths";
import { getHeroPhoto } from "../apartment/apartments.server";
import { postalAddress, rentalNodeId, type RentalData } from "./structured-data";
import { decimalPlaces, minimumDecimals } from "../content/release-check";
import { absoluteUrl } from "./sitemap";

/** JSON-LD from the data the pages show: the home page's business, and what a VacationRental needs beyond its page. */

const { operator, house: houseTimes } = loadContent();
const absolute = (src: string) => new URL(src, `${operator.siteUrl}/`).href;
/** "15:00" → "15:00:00" (schema.org Time). */
const time = (hhmm: string) => `${hhmm}:00`;
/**
 * Google needs at least five decimal places, as Text so that they survive JSON: the data's own
 * digits, padded with zeros to five while the data has fewer (npm run check:release lists those).
 */
const coordinate = (value: number) => value.toFixed(Math.max(minimumDecimals, decimalPlaces(value)));

function apartmentAddress({ facts }: ApartmentContent): PostalAddress {
  const { street, postcode, city } = facts.address;
  return postalAddress({ street, postcode, city });
}

/** What an apartment page's JSON-LD needs beyond the page itself (app/seo/structured-data.ts). */
export function rentalData(apartment: ApartmentContent): RentalData {
  const { facts, photos } = apartment;
  const { street, postcode, city } = facts.address;
  return {
    id: facts.id,
    siteUrl: operator.siteUrl,
    brand: operator.brand,
    address: { street, postcode, city },
    latitude: coordinate(facts.lat),
    longitude: coordinate(facts.lng),
    checkIn: time(houseTimes.checkIn),
    checkOut: time(houseTimes.checkOut),
    languages: operator.hostLanguages,
    sizeSqm: facts.sizeSqm,
    features: amenityFeatures(apartment),
    outside: photos.flatMap((photo, index) => (showsOutside(photo) ? [index] : [])),
  };
}

export function lodgingBusinessJsonLd(locale: Locale, apartments: ApartmentContent[]): WithContext<LodgingBusiness> {
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
      addressCountry: operator.country,
    },
    checkinTime: time(houseTimes.checkIn),
    checkoutTime: time(houseTimes.checkOut),
    containsPlace: apartments.map((apartment) => {
      const { id, title } = apartment.facts;
      return {
        "@type": "Accommodation",
        "@id": rentalNodeId(operator.siteUrl, id),
        identifier: id,
        name: title[locale],
        url: absoluteUrl(operator.siteUrl, localePath(locale, apartment.slug)),
        address: apartmentAddress(apartment),
      };
    }),
  };
}

/** An apartment's amenities under Google's fixed names, true or false, and its registration number as `licenseNum`. */
export function amenityFeatures(apartment: ApartmentContent): RentalData["features"] {
  const { facts } = apartment;
  // Google suggests naming the authority for the licence: "Paris: 123456ABC".
  return [...googleFlags(apartment), ["licenseNum", `${facts.address.city}: ${facts.registrationNumber}`]];
}
