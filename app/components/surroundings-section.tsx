import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";
import { surroundingIcon } from "./content-icons";
import { Icon } from "./ui/icon";
import { SectionHeading } from "./section-heading";

/** Places nearby, each with its icon (a map pin for any unknown kind). */
export function SurroundingsSection({ items }: { items: PropertyView["surroundings"] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="surroundings">
      <SectionHeading id="surroundings">{t.property.surroundings}</SectionHeading>
      {/* Two columns at most: beside the booking card a third leaves German words wider than the card. */}
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {items.map((item) => {
          return (
            <li key={item.title} className="flex gap-4 rounded-card border border-navy-100 bg-white p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-900">
                <Icon name={surroundingIcon(item.icon)} className="size-5 text-lime-300" data-icon={item.icon} />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-navy-950">{item.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-navy-700">{item.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
