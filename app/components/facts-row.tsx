import { Icon } from "./ui/icon";
import type { IconName } from "./ui/icon-names";
import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";
import { stayFacts } from "../lib/stay-facts";

/** Bedrooms, bathrooms, entertainment, free Wi-Fi, and the gym only where there is one: plain facts, not buttons. */
export function FactsRow({ property }: { property: PropertyView }) {
  const { t } = useI18n();
  const { bedrooms, bathrooms } = stayFacts(property, t);
  const facts: { icon: IconName; label: string }[] = [
    { icon: "bed-double", label: bedrooms },
    { icon: "bath", label: bathrooms },
    { icon: "tv", label: t.property.entertainment },
    { icon: "wifi", label: t.property.freeWifi },
    ...(property.hasGym ? [{ icon: "dumbbell" as const, label: t.property.gym }] : []),
  ];
  return (
    <section aria-label={t.property.facts}>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-2 border-y border-navy-100 py-4 text-navy-900 sm:flex sm:flex-wrap">
        {facts.map(({ icon, label }) => (
          <li key={label} className="flex items-center gap-2.5">
            <Icon name={icon} className="size-5 text-navy-600" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
