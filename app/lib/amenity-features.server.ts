import type { PropertySlug } from "../content/apartment-slugs";
import type { GoogleAmenity } from "../content/google-amenities";
import { loadContent } from "../content/load.server";
import type { RentalFacts } from "./structured-data";

/**
 * An apartment's amenities as Google reads them in a VacationRental: its fixed English names
 * with true or false (the `google:` tags in amenities.yaml, positive and negative, and the
 * gym from `hasGym`), and the Berlin registration number as `licenseNum`.
 */
export function amenityFeatures(slug: PropertySlug): RentalFacts["features"] {
  const { operator, apartments } = loadContent();
  const { facts } = apartments[slug];
  // Google suggests naming the authority for the licence: "Paris: 123456ABC".
  return [
    ...googleFlags(slug),
    ["licenseNum", `${facts.address.city}: ${operator.apartments[slug].registrationNumber}`],
  ];
}

/** The `google:` tags of an apartment's amenities (and its gym): each name once, true or false. */
export function googleFlags(slug: PropertySlug): Map<GoogleAmenity, boolean> {
  const { facts, amenities } = loadContent().apartments[slug];
  const flags = new Map<GoogleAmenity, boolean>([["gymFitnessEquipment", facts.hasGym]]);
  for (const item of amenities.flatMap((group) => group.items)) {
    for (const [name, value] of Object.entries(item.google ?? {}) as [GoogleAmenity, boolean][]) {
      if (flags.has(name) && flags.get(name) !== value) {
        throw new Error(
          `app/content/apartments/${slug}/amenities.yaml: google: ${name} is both true and false (or contradicts hasGym)`,
        );
      }
      flags.set(name, value);
    }
  }
  return flags;
}
