import { useI18n } from "../lib/i18n-context";
import type { PropertySlug } from "../lib/site";
import { AvailabilityCalendar } from "./availability-calendar";
import { Island } from "./island";
import { SectionHeading } from "./section-heading";

/** The availability section: the provider's calendar for this apartment. */
export function AvailabilitySection({ slug, title }: { slug: PropertySlug; title: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="availability">
      <SectionHeading id="availability">{t.property.availability}</SectionHeading>
      <p className="mt-3 text-navy-700">{t.property.availabilityText}</p>
      <Island name="calendar" near component={AvailabilityCalendar} props={{ slug, apartment: title }} />
    </section>
  );
}
