import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { stayFacts, type CardTerms } from "./stay-terms";
import { Button } from "../shared/button";
import { Icon } from "../shared/icon";
import type { IconName } from "../shared/icon-names";

/** Wide screens only (docs/product.md); phones get the booking bar instead. */
export function ApartmentBookingCard({ apartment, stay }: { apartment: ApartmentView; stay: CardTerms }) {
  const { locale, t } = useI18n();
  const facts = stayFacts(apartment, t);
  const lines: { icon: IconName; text: string }[] = [
    { icon: "users", text: facts.guests },
    { icon: "bed-double", text: facts.bedrooms },
    { icon: "log-in", text: stay.checkIn },
    { icon: "log-out", text: stay.checkOut },
    { icon: "calendar-check", text: stay.freeCancellation },
  ];
  return (
    <section
      data-slot="booking-card"
      aria-labelledby="booking-card-title"
      className="sticky top-24 rounded-card border border-navy-100 bg-white p-6 shadow-card"
    >
      <p id="booking-card-title" className="text-xl font-semibold tracking-tight text-navy-950">
        {apartment.title}
      </p>
      <p className="mt-0.5 text-sm text-navy-600">{apartment.location}</p>
      <ul className="mt-5 space-y-2.5 text-[0.9375rem] text-navy-800">
        {lines.map(({ icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon name={icon} className="mt-0.5 size-4.5 text-navy-500" />
            {text}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-6 w-full">
        <a href={localePath(locale, `booknow/${apartment.slug}`)}>{t.nav.bookNow}</a>
      </Button>
      <a
        href="#contact-title"
        className="mt-4 flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-navy-900 underline underline-offset-4 hover:text-navy-700"
      >
        {t.contact.title}
      </a>
    </section>
  );
}
