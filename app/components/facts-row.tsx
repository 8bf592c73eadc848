import { Icon } from "./ui/icon";
import type { IconName } from "./ui/icon-names";
import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";
import { stayFacts } from "../lib/stay-facts";

/**
 * The apartment's facts under its title, each once: where, how large, how many guests, bedrooms
 * and bathrooms, then SPEC's entertainment, free Wi-Fi and the gym only where there is one.
 * Plain text with icons, not buttons; in the first view at every width (PRODUCT "Guests book").
 */
export function FactsRow({ property }: { property: PropertyView }) {
  const { t } = useI18n();
  const { guests, bedrooms, bathrooms } = stayFacts(property, t);
  const facts: [IconName, string][] = [
    ["map-pin", property.location],
    ["ruler", property.size],
    ["users", guests],
    ["bed-double", bedrooms],
    ["bath", bathrooms],
    ["tv", t.property.entertainment],
    ["wifi", t.property.freeWifi],
    ...(property.hasGym ? [["dumbbell", t.property.gym] as [IconName, string]] : []),
  ];
  return (
    <ul
      aria-label={t.property.facts}
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
