import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { stayFacts } from "./stay-terms";
import { Button } from "../shared/button";

/** app.css reserves its height at the page's end and puts the cookie banner above it, so it hides neither. */
export function ApartmentBookingBar({ apartment }: { apartment: ApartmentView }) {
  const { locale, t } = useI18n();
  const facts = stayFacts(apartment, t);
  return (
    <div
      data-slot="booking-bar"
      className="fixed inset-x-0 bottom-0 z-30 bg-white/95 shadow-bar backdrop-blur-md lg:hidden"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        {/* Facts that do not fit wrap out of sight whole instead of being cut mid-word; the block
            is two lines high from the start, so the name is drawn where it stays. */}
        <div className="min-h-11 min-w-0 flex-1">
          <span className="block truncate font-semibold text-navy-950">{apartment.title}</span>
          <span className="flex h-lh flex-wrap overflow-hidden text-sm text-navy-600">
            <span>{facts.guests}</span>
            <span>{`\u00a0· ${facts.bedrooms}`}</span>
          </span>
        </div>
        <Button asChild className="px-6">
          <a href={localePath(locale, `booknow/${apartment.slug}`)}>{t.nav.bookNow}</a>
        </Button>
      </div>
    </div>
  );
}
