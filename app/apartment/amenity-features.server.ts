import type { GoogleAmenity } from "../content/google-amenities";
import { apartmentContent, type ApartmentSlug } from "../content/load.server";

/** The `google:` tags of an apartment's amenities (and its gym): each name once, true or false. */
export function googleFlags(slug: ApartmentSlug): Map<GoogleAmenity, boolean> {
  const { facts, amenities } = apartmentContent(slug);
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
