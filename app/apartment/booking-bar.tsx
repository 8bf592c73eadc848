import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { stayFacts } from "./stay-terms";
import { Button } from "../shared/button";

/**
 * Under 1024 px: the apartment's name, one line of facts and the book button, fixed to the bottom
 * of the screen above the safe area. The page reserves its height at the end and the cookie banner
 * sits above it; its padding clears the notch (all three in app.css), so it hides neither the
 * footer's last line nor the banner.
 */
export function ApartmentBookingBar({ apartment }: { apartment: ApartmentView }) {
  const { locale, t } = useI18n();
  const facts = stayFacts(apartment, t);
  return (
    <div
      data-slot="booking-bar"
      className="fixed inset-x-0 bottom-0 z-30 bg-white/95 shadow-bar backdrop-blur-md lg:hidden"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        {/* Lines, not paragraphs (no paragraph spacing). The facts are one line high: what does not
            fit (the bedrooms on a narrow screen, in a long language, with wider text spacing) wraps
            out of sight whole, instead of being cut mid-word; the page states both anyway. The
            block is two lines high before the facts have come (2.75 rem: a line of text-base and
            one of text-sm), so that the name is drawn where it stays. */}
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
