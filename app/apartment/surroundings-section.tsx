import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { surroundingIcon } from "./content-icons";
import { Icon } from "../shared/icon";
import { SectionHeading } from "../shared/section-heading";

export function SurroundingsSection({ items }: { items: ApartmentView["surroundings"] }) {
  const { t } = useI18n();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="surroundings">
      <SectionHeading id="surroundings">{t.apartment.surroundings}</SectionHeading>
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
