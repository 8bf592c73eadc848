import type { StayTexts } from "../i18n/page-messages";
import { useI18n } from "../i18n/i18n-context";
import type { BookingApartmentView } from "../apartment/apartment-view";
import type { BookingSelection } from "../shared/smoobu";
import { BookingApartment } from "./booking-apartment";
import { BookingChoices } from "./booking-choices";
import { BookingTerms } from "./booking-terms";
import { HostContact } from "../shared/host-contact";
import { StayForm } from "../stay/stay-form";

/** Rendered at build time into static HTML, so its code stays out of the browser's bundle. */
export function BookingOverview({
  selection,
  apartments,
  stay,
}: {
  selection: BookingSelection;
  apartments: BookingApartmentView[];
  stay: StayTexts;
}) {
  const { t } = useI18n();
  const chosen = apartments.find((apartment) => apartment.slug === selection);
  return (
    <section
      data-slot="booking-summary"
      aria-labelledby="booking-summary-title"
      className="overflow-hidden rounded-card border border-navy-100 bg-white p-5 shadow-card sm:p-6"
    >
      <h2
        id="booking-summary-title"
        className={chosen ? "sr-only" : "mb-4 text-lg font-semibold tracking-tight text-navy-950"}
      >
        {chosen ? stay.summaryTitle : stay.chooseTitle}
      </h2>
      {chosen ? <BookingApartment apartment={chosen} /> : <BookingChoices apartments={apartments} />}
      {/* The guest's dates for the apartment shown; choosing another loads its own page, and form. */}
      {chosen && (
        <div className="mt-5 border-t border-navy-100 pt-5">
          <StayForm slug={chosen.slug} guests={chosen.guests} heading="h3" />
        </div>
      )}
      <div className="mt-5 border-t border-navy-100 pt-5">
        <BookingTerms stay={stay} />
      </div>
      <div className="mt-2 border-t border-navy-100 pt-4">
        <p className="text-sm font-medium text-navy-700">{t.contact.title}</p>
        <HostContact className="mt-1 flex-col text-sm" />
      </div>
    </section>
  );
}
