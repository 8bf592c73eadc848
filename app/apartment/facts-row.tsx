import { Icon } from "../shared/icon";
import type { IconName } from "../shared/icon-names";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { stayFacts } from "./stay-terms";

/** Plain text with icons, not buttons, in the first view at every width (docs/product.md). */
export function FactsRow({ apartment }: { apartment: ApartmentView }) {
  const { t } = useI18n();
  const { guests, bedrooms, bathrooms } = stayFacts(apartment, t);
  const facts: [IconName, string][] = [
    ["map-pin", apartment.location],
    ["ruler", apartment.size],
    ["users", guests],
    ["bed-double", bedrooms],
    ["bath", bathrooms],
    ["tv", t.apartment.entertainment],
    ["wifi", t.apartment.freeWifi],
    ...(apartment.hasGym ? [["dumbbell", t.apartment.gym] as [IconName, string]] : []),
  ];
  return (
    <ul
      aria-label={t.apartment.facts}
      className="mt-3 grid grid-cols-[auto_1fr] gap-x-5 gap-y-1.5 text-navy-700 sm:flex sm:flex-wrap"
    >
      {/* Phones: two columns, the first as wide as its facts; a fact alone in its row spans both. */}
      {facts.map(([icon, label]) => (
        <li key={icon} className="flex items-center gap-1.5 first:col-span-2 last:even:col-span-2">
          <Icon name={icon} className="size-4.5 text-navy-500" />
          {label}
        </li>
      ))}
    </ul>
  );
}
