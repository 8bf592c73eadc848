import { useI18n } from "../i18n/i18n-context";
import type { ApartmentSlug } from "../content/load.server";
import type { SmoobuIds } from "../shared/smoobu";
import CalendarIsland from "./calendar.island";
import { SectionHeading } from "../shared/section-heading";

export function AvailabilitySection({ slug, title, ids }: { slug: ApartmentSlug; title: string; ids: SmoobuIds }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="availability">
      <SectionHeading id="availability">{t.apartment.availability}</SectionHeading>
      <p className="mt-3 text-navy-700">{t.apartment.availabilityText}</p>
      <CalendarIsland slug={slug} apartment={title} ids={ids} />
    </section>
  );
}
