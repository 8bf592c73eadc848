/**
 * The site's content as the tests read it: through the build's own loader (YAML and Markdown
 * under app/content/, validated), under the names the specs use.
 */
import { loadContent } from "../app/content/load.server";

const content = loadContent();
const { pberg, mitte } = content.apartments as Record<"pberg" | "mitte", (typeof content.apartments)[string]>;

export const operator = content.operator;
export const houseTimes = { checkIn: content.house.checkIn, checkOut: content.house.checkOut };
export const house = content.house;
export const legalDates = content.legalDates;
export const apartmentFacts = { pberg: pberg.facts, mitte: mitte.facts };
export const pbergCopy = { title: pberg.facts.title };
export const mitteCopy = { title: mitte.facts.title };
export const pbergPhotos = pberg.photos;
export const mittePhotos = mitte.photos;
/** Amenity groups with their German titles (the source language). */
const german = (groups: typeof pberg.amenities) => groups.map((group) => ({ ...group, title: group.title.de }));
export const pbergAmenities = german(pberg.amenities);
export const mitteAmenities = german(mitte.amenities);

/** A paragraph set in capitals: more than half of its letters upper case, over 40 letters. */
export function inCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters.length > 40 && letters.replace(/\P{Lu}/gu, "").length > letters.length / 2;
}
