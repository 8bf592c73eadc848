import { Icon } from "../shared/icon";
import type { IconName } from "../shared/icon-names";
import type { HomePageTexts } from "../i18n/page-messages";
import { SectionHeading } from "../shared/section-heading";

const icons: Record<"selfCheckIn" | "longStays" | "wifi" | "direct", IconName> = {
  selfCheckIn: "key-round",
  longStays: "calendar-range",
  wifi: "wifi",
  direct: "badge-check",
};

export function HomeHighlights({ texts }: { texts: HomePageTexts }) {
  return (
    <section aria-labelledby="highlights-title" className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
        <SectionHeading id="highlights-title">{texts.highlightsTitle}</SectionHeading>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {(Object.keys(icons) as (keyof typeof icons)[]).map((key) => {
            const item = texts.highlights[key];
            return (
              <li key={key}>
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-navy-900 text-lime-300">
                  <Icon name={icons[key]} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-950">{item.title}</h3>
                <p className="mt-1.5 text-navy-700">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
