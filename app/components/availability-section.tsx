import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import type { PropertySlug } from "../lib/site";
import { SectionHeading } from "./section-heading";

/**
 * The availability section: an area of at least 600 px reserved for the provider's
 * calendar, so nothing moves when it appears.
 */
export function AvailabilitySection({ slug }: { slug: PropertySlug }) {
  const { locale, t } = useI18n();
  return (
    <section aria-labelledby="availability">
      <SectionHeading id="availability">{t.property.availability}</SectionHeading>
      <p className="mt-3 text-navy-700">{t.property.availabilityText}</p>
      <div
        data-slot="calendar-area"
        className="mt-5 flex min-h-[600px] flex-col items-center justify-center gap-4 rounded-card border border-navy-100 bg-sand-50 p-6 text-center"
      >
        <CalendarDays className="size-10 text-navy-400" aria-hidden="true" />
        <Link
          to={localePath(locale, `booknow/${slug}`)}
          className="font-semibold text-navy-900 underline underline-offset-4 hover:text-navy-700"
        >
          {t.embed.openBooking}
        </Link>
      </div>
    </section>
  );
}
