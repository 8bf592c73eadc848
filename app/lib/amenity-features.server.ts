import type { LocationFeatureSpecification } from "schema-dts";
import type { PropertySlug } from "../content/apartment-slugs";
import type { GoogleAmenity } from "../content/google-amenities";
import { loadContent } from "../content/load.server";

/**
 * An apartment's amenities as Google reads them in a VacationRental: its fixed English names
 * with true or false (the `google:` tags in amenities.yaml, positive and negative, and the
 * gym from `hasGym`), and the Berlin registration number as `licenseNum`.
 */
export function amenityFeatures(slug: PropertySlug): LocationFeatureSpecification[] {
  const { operator, apartments } = loadContent();
  const { facts, amenities } = apartments[slug];
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
  return [
    ...[...flags].map(([name, value]) => ({ "@type": "LocationFeatureSpecification" as const, name, value })),
    {
      "@type": "LocationFeatureSpecification",
      name: "licenseNum",
      // Google suggests naming the authority: "Paris: 123456ABC".
      value: `${facts.address.city}: ${operator.apartments[slug].registrationNumber}`,
    },
  ];
}
