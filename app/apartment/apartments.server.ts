import {
  apartmentContent,
  apartmentSlugs,
  loadContent,
  type ApartmentContent,
  type ApartmentSlug,
} from "../content/load.server";
import { photoRooms, type PhotoRoom } from "../content/photo-rooms";
import type { ApartmentFacts, HouseRules, PhotoEntry } from "../content/schema.server";
import type { Messages } from "../i18n/en";
import { format } from "../i18n/format";
import type { Locale } from "../locales";
import { getMessages, getSiteValues } from "../i18n/messages.server";
import { googleFlags } from "./amenity-features.server";
import { amenityText } from "./amenity-text";
import { valuesOfFacts, withValues, type TextValues } from "../i18n/fill";
import { guestQuestions, sleepingArrangements } from "./guest-questions";
import type { Photo } from "../shared/photo";
import { pictureOf } from "./photos.server";
import type { ApartmentCard, ApartmentView } from "./apartment-view";

/** One apartment's facts as its texts print them in a language ("135 m²", "2 bedrooms"), for their placeholders. */
export function apartmentValues({ facts }: ApartmentContent, locale: Locale): TextValues {
  return valuesOfFacts(facts, getMessages(locale), locale, getSiteValues(locale));
}

/** Every apartment, in its order, with its values in a language: built once for a page that shows several. */
export function apartmentsWithValues(locale: Locale): { apartment: ApartmentContent; values: TextValues }[] {
  return apartmentSlugs().map((slug) => {
    const apartment = apartmentContent(slug);
    return { apartment, values: apartmentValues(apartment, locale) };
  });
}

function photo(slug: ApartmentSlug, file: string, alt: string): Photo {
  const picture = pictureOf(slug, file);
  if (!picture) throw new Error(`app/content/apartments/${slug}/photos/${file}.jpg: not found by the build`);
  return {
    avif: picture.avif,
    src: picture.webp.src,
    width: picture.webp.width,
    height: picture.webp.height,
    alt,
  };
}

/** The photo grid's tiles: one per room, in photo-rooms.ts order, each opening at the room's first photo. */
function photoTiles(
  photos: PhotoEntry[],
  facts: Pick<ApartmentFacts, "bedrooms" | "bathrooms">,
  names: Messages["rooms"],
): ApartmentView["rooms"] {
  const count = (room: PhotoRoom) => (room === "bedroom" ? facts.bedrooms : room === "bathroom" ? facts.bathrooms : 1);
  return photoRooms.flatMap((room) => {
    const index = photos.findIndex((entry) => entry.room === room);
    return index < 0 ? [] : [{ index, name: format(names[room], { count: count(room) }) }];
  });
}

/** One apartment's page in a language: the content and values its route built, composed into texts. */
export function apartmentView(
  apartment: ApartmentContent,
  house: HouseRules,
  values: TextValues,
  locale: Locale,
): ApartmentView {
  const { slug, facts, photos, amenities, surroundings, description, guestInfo } = apartment;
  const words = getMessages(locale).guestQuestions;
  const flags = googleFlags(apartment);
  return {
    slug,
    calendar: { smoobuId: facts.smoobuId, verificationHash: facts.verificationHash },
    title: facts.title[locale],
    location: facts.location[locale],
    description: withValues(description[locale], values),
    features: facts.features.map((feature) => withValues(feature[locale], values)),
    size: String(values.size),
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    hasGym: facts.hasGym,
    guests: facts.guests,
    address: `${facts.address.street}, ${facts.address.postcode} ${facts.address.city}`,
    lat: facts.lat,
    lng: facts.lng,
    photos: photos.map((entry) => photo(slug, entry.file, entry.alt[locale])),
    rooms: photoTiles(photos, facts, getMessages(locale).rooms),
    amenities: amenities.map((group) => ({
      title: withValues(amenityText(group.title, locale), values),
      icon: group.icon,
      items: group.items.map((item) => withValues(amenityText(item, locale), values)),
    })),
    glance: amenities
      .flatMap((group) => group.items)
      .flatMap(({ glance, ...item }) =>
        glance ? [{ icon: glance, text: withValues(amenityText(item, locale), values) }] : [],
      ),
    surroundings: surroundings.map((item) => ({
      title: item.title[locale],
      description: withValues(item.description[locale], values),
      icon: item.icon,
    })),
    registrationNumber: facts.registrationNumber,
    sleeping: { title: words.sleeping.title, ...sleepingArrangements(guestInfo, words, locale, values) },
    questions: {
      title: words.title,
      items: guestQuestions(
        guestInfo,
        {
          cityTaxPercent: house.cityTaxPercent,
          heating: flags.get("heating"),
          petsAllowed: flags.get("petsAllowed"),
          smokingAllowed: flags.get("smokingAllowed"),
        },
        words,
        locale,
        values,
      ),
    },
  };
}

export function apartmentCard(apartment: ApartmentContent, values: TextValues, locale: Locale): ApartmentCard {
  const { slug, facts, photos } = apartment;
  // The schema guarantees at least one photo.
  const cover = photos.find((entry) => entry.file === facts.imageUrl) ?? photos[0]!;
  return {
    slug,
    title: facts.title[locale],
    location: facts.location[locale],
    summary: withValues(facts.summary[locale], values),
    size: String(values.size),
    guests: facts.guests,
    bedrooms: facts.bedrooms,
    bathrooms: facts.bathrooms,
    image: photo(slug, cover.file, cover.alt[locale]),
  };
}

/** The home page's hero, also the site's link-preview picture (site-texts.json's `heroPhoto`, checked by the loader). */
export function heroPhoto(): { slug: ApartmentSlug; file: string } {
  const [slug, file] = loadContent().siteTexts.heroPhoto.split("/") as [string, string];
  return { slug, file };
}

/** The home page's hero photo (decorative: no alt text). */
export function getHeroPhoto(): Photo {
  const { slug, file } = heroPhoto();
  const { photos } = apartmentContent(slug);
  const hero = photos.find((entry) => entry.file === file) ?? photos[0]!;
  return photo(slug, hero.file, "");
}
