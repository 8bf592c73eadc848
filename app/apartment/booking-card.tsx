import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import type { CardTerms } from "./stay-terms";
import { Button } from "../shared/button";
import { Icon } from "../shared/icon";
import type { IconName } from "../shared/icon-names";
import { StayForm } from "../stay/stay-form";

/** The card's id: the booking bar's button opens it on phones. */
export const bookingCardId = "booking-card";

/**
 * One card, two roles (docs/product.md, "Booking action"): from 1024 px a sticky box beside the
 * content, below it a sheet the booking bar opens (a popover: it opens and closes without script,
 * Escape and a tap beside it close it). A popover is hidden while closed, so apartment.css shows it at
 * `lg` as a box; on phones the sheet holds the guest's dates and Book Now. Its looks are apartment.css's
 * (`[data-slot=booking-card]`): every apartment page's HTML fits its first round trip (decision 033).
 */
export function ApartmentBookingCard({ apartment, stay }: { apartment: ApartmentView; stay: CardTerms }) {
  const { locale, t } = useI18n();
  // Guests and bedrooms are in the key facts beside it; the form bounds the guests.
  const lines: { icon: IconName; text: string }[] = [
    { icon: "log-in", text: stay.checkIn },
    { icon: "log-out", text: stay.checkOut },
    { icon: "calendar-check", text: stay.freeCancellation },
  ];
  return (
    <section id={bookingCardId} popover="auto" data-slot="booking-card" aria-labelledby="booking-card-title">
      <div className="max-lg:hidden">
        <p id="booking-card-title" className="text-xl font-semibold tracking-tight text-navy-950">
          {apartment.title}
        </p>
        <p className="mt-0.5 text-sm text-navy-600">{apartment.location}</p>
        <ul>
          {lines.map(({ icon, text }) => (
            <li key={text}>
              <Icon name={icon} />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <StayForm slug={apartment.slug} guests={apartment.guests} heading="h2" closes={bookingCardId} />
      {/* The booking page (its calendar and the provider's tool) for a guest without dates yet,
          and the card's one action where the form is not offered. */}
      <Button asChild variant="outline" className="mt-3 w-full">
        <a href={localePath(locale, `booknow/${apartment.slug}`)}>{t.nav.bookNow}</a>
      </Button>
      <a href="#contact-title">{t.contact.title}</a>
    </section>
  );
}
