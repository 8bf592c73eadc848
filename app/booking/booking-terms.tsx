import type { StayTexts } from "../i18n/page-messages";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { Icon } from "../shared/icon";
import type { IconName } from "../shared/icon-names";

export function BookingTerms({ stay }: { stay: StayTexts }) {
  const { locale } = useI18n();
  const terms: { icon: IconName; text: string }[] = [
    { icon: "log-in", text: stay.checkIn },
    { icon: "log-out", text: stay.checkOut },
    { icon: "calendar-check", text: stay.freeCancellation },
    { icon: "calendar-x", text: stay.lateCancellation },
    { icon: "credit-card", text: stay.payment },
  ];
  return (
    <section data-slot="booking-terms" aria-labelledby="booking-terms-title">
      <h3 id="booking-terms-title" className="text-sm font-semibold text-navy-700">
        {stay.termsTitle}
      </h3>
      <ul className="mt-3 space-y-2.5 text-sm leading-snug text-navy-800">
        {terms.map(({ icon, text }) => (
          <li key={text} className="flex gap-3">
            <Icon name={icon} className="size-4.5 text-navy-500" />
            {text}
          </li>
        ))}
      </ul>
      <a
        href={localePath(locale, "agb")}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-navy-900 underline underline-offset-4 hover:text-navy-700"
      >
        {stay.termsLink}
        <Icon name="arrow-right" className="size-4" />
      </a>
    </section>
  );
}
