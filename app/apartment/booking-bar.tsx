import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { bookingCardId } from "./booking-card";
import { stayFacts } from "./stay-terms";
import { Button } from "../shared/button";

/**
 * apartment.css draws it (decision 033), reserves its height at the page's end and puts the cookie
 * banner above it, so it hides neither. Its action opens the guest's dates (the booking card as a sheet); the header's Book Now
 * stays in view above it.
 */
export function ApartmentBookingBar({ apartment }: { apartment: ApartmentView }) {
  const { t } = useI18n();
  const facts = stayFacts(apartment, t);
  return (
    <div data-slot="booking-bar">
      <div>
        {/* Facts that do not fit wrap out of sight whole instead of being cut mid-word; the block
            is two lines high from the start, so the name is drawn where it stays. */}
        <div>
          <span>{apartment.title}</span>
          <span>
            <span>{facts.guests}</span>
            <span>{`\u00a0· ${facts.bedrooms}`}</span>
          </span>
        </div>
        <Button type="button" popoverTarget={bookingCardId}>
          {t.dates.openForm}
        </Button>
      </div>
    </div>
  );
}
