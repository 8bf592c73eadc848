import { Bath, BedDouble, Dumbbell, Tv, Wifi } from "lucide-react";
import { format } from "../i18n/format";
import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";

/** Bedrooms, bathrooms, entertainment, free Wi-Fi, and the gym only where there is one. */
export function FactsRow({ property }: { property: PropertyView }) {
  const { t } = useI18n();
  const count = (one: string, many: string, n: number) => (n === 1 ? one : format(many, { count: n }));
  const facts = [
    { icon: BedDouble, label: count(t.property.bedroom, t.property.bedrooms, property.bedrooms) },
    { icon: Bath, label: count(t.property.bathroom, t.property.bathrooms, property.bathrooms) },
    { icon: Tv, label: t.property.entertainment },
    { icon: Wifi, label: t.property.freeWifi },
    ...(property.hasGym ? [{ icon: Dumbbell, label: t.property.gym }] : []),
  ];
  return (
    <section aria-label={t.property.facts}>
      <ul className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        {facts.map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="flex min-h-12 items-center gap-2.5 rounded-xl border border-navy-100 bg-white px-4 py-2.5 font-medium text-navy-900"
          >
            <Icon className="size-5 shrink-0 text-navy-600" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
