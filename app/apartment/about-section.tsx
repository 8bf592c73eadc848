import { Icon } from "../shared/icon";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { SectionHeading } from "../shared/section-heading";

export function AboutSection({ apartment }: { apartment: ApartmentView }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="about" className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div>
        <SectionHeading id="about">{t.apartment.about}</SectionHeading>
        <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-navy-800">{apartment.description}</p>
      </div>
      <div className="self-start rounded-card bg-sand-50 p-6 md:p-8">
        <h3 className="text-lg font-semibold text-navy-950">{t.apartment.features}</h3>
        <ul className="mt-4 space-y-3">
          {apartment.features.map((feature) => (
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
