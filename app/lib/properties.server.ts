import {
  amenitiesSchema,
  copySchema,
  factsSchema,
  parseContent,
  photosSchema,
} from "../content/properties/schema.server";
import { mitteAmenities, pbergAmenities } from "../content/properties/amenities";
import { propertyFacts } from "../content/properties/facts";
import { mitteCopy } from "../content/properties/mitte.copy";
import { pbergCopy } from "../content/properties/pberg.copy";
import { mittePhotos, pbergPhotos } from "../content/properties/photos";
import { operator } from "../content/operator";
import { amenityText } from "./amenity-text";
import type { Locale } from "./i18n";
import type { Photo } from "./photo";
import { photoFiles, pictureOf } from "./photos.server";
import { defaultGuests, type PropertyCard, type PropertyView } from "./property-view";
import { propertySlugs, type PropertySlug } from "./site";

const dir = "app/content/properties";
const sources = {
  pberg: { copy: pbergCopy, amenities: pbergAmenities, photos: pbergPhotos, copyFile: "pberg.copy.ts" },
  mitte: { copy: mitteCopy, amenities: mitteAmenities, photos: mittePhotos, copyFile: "mitte.copy.ts" },
};

/** Validates one apartment's data; throws with the file and field of every mistake. */
export function loadPropertyData(slug: PropertySlug) {
  const source = sources[slug];
  const facts = parseContent(factsSchema, propertyFacts[slug], `${dir}/facts.ts (${slug})`);
  const copy = parseContent(copySchema, source.copy, `${dir}/${source.copyFile}`);
  const amenities = parseContent(amenitiesSchema, source.amenities, `${dir}/amenities.ts (${slug})`);
  const photos = parseContent(photosSchema, source.photos, `${dir}/photos.ts (${slug})`);
  const files = photoFiles(slug);
  const listed = photos.map((photo) => photo.file);
  const problems = [
    ...listed.filter((file) => !files.includes(file)).map((file) => `no file app/assets/photos/${slug}/${file}.jpg`),
    ...files.filter((file) => !listed.includes(file)).map((file) => `photo ${file}.jpg is not listed`),
    ...(facts.imageUrl && !listed.includes(facts.imageUrl) ? [`imageUrl ${facts.imageUrl} is not a listed photo`] : []),
  ];
  if (problems.length)
    throw new Error(`Invalid content:\n${problems.map((p) => `  ${dir}/photos.ts (${slug}): ${p}`).join("\n")}`);
  return { facts, copy, amenities, photos };
}

function photo(slug: PropertySlug, file: string, alt: string): Photo {
  const picture = pictureOf(slug, file)!;
  return {
    avif: picture.sources.avif,
    webp: picture.sources.webp,
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    alt,
  };
}

export function getProperty(slug: PropertySlug, locale: Locale): PropertyView {
  const { facts, copy, amenities, photos } = loadPropertyData(slug);
  return {
    slug,
    title: copy.title[locale],
    location: copy.location[locale],
    description: copy.description[locale],
    features: copy.features[locale],
    size: `${facts.sizeSqm} m²`,
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    hasGym: facts.hasGym,
    guests: facts.guests ?? defaultGuests,
    address: `${facts.address.street}, ${facts.address.postcode} ${facts.address.city}`,
    lat: facts.lat,
    lng: facts.lng,
    photos: photos.map((entry) => photo(slug, entry.file, entry.alt[locale])),
    amenities: amenities.map((group) => ({
      title: amenityText(group.title, locale),
      icon: group.icon,
      items: group.items.map((item) => amenityText(item, locale)),
    })),
    surroundings: copy.surroundings[locale],
    registrationNumber: operator.apartments[slug].registrationNumber,
  };
}

export function getPropertyCards(locale: Locale): PropertyCard[] {
  return propertySlugs.map((slug) => {
    const { facts, copy, photos } = loadPropertyData(slug);
    // The schema guarantees at least one photo.
    const cover = photos.find((entry) => entry.file === facts.imageUrl) ?? photos[0]!;
    return {
      slug,
      title: copy.title[locale],
      location: copy.location[locale],
      summary: copy.summary[locale],
      size: `${facts.sizeSqm} m²`,
      guests: facts.guests ?? defaultGuests,
      image: photo(slug, cover.file, cover.alt[locale]),
    };
  });
}

/** The home page's hero: a view of the square outside the Zionskirchplatz apartment (decorative). */
export function getHeroPhoto(): Photo {
  const { photos } = loadPropertyData("pberg");
  const hero = photos.find((entry) => entry.file === "17-zionskirchplatz") ?? photos[0]!;
  return photo("pberg", hero.file, "");
}
