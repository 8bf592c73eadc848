import type { GoogleAmenity } from "../content/google-amenities";
import type { ApartmentContent } from "../content/load.server";

/** The `google:` tags of an apartment's amenities (and its gym): each name once, true or false. */
export function googleFlags({ slug, facts, amenities }: ApartmentContent): Map<GoogleAmenity, boolean> {
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
