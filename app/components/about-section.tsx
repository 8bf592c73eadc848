import { Icon } from "./ui/icon";
import { useI18n } from "../lib/i18n-context";
import type { PropertyView } from "../lib/property-view";
import { SectionHeading } from "./section-heading";

/** The description (its line breaks kept) beside the list of highlights. */
export function AboutSection({ property }: { property: PropertyView }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about" className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div>
        <SectionHeading id="about">{t.property.about}</SectionHeading>
        <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-navy-800">{property.description}</p>
      </div>
      <div className="self-start rounded-card bg-sand-50 p-6 md:p-8">
        <h3 className="text-lg font-semibold text-navy-950">{t.property.features}</h3>
        <ul className="mt-4 space-y-3">
          {property.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-navy-800">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-900">
                <Icon name="check" className="size-3.5 text-lime-300" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
