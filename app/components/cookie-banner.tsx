import { Icon } from "./ui/icon";
import { useEffect, useRef, type ComponentProps } from "react";
import { Link } from "./ui/link";
import { consentStore } from "../lib/consent";
import { localePath } from "../lib/i18n";
import { reserveBottomFor } from "../lib/scroll-clearance";
import { useI18n } from "../lib/i18n-context";
import { useConsentBannerOpen } from "../lib/use-consent";
import { useHasBookingBar } from "../lib/route-params";
import { Button } from "./ui/button";

/**
 * The consent banner: shown until the visitor decides, reopened from the footer.
 * Accept and Decline carry the same weight. Rendered by React in the browser; in a document that
 * does not hydrate (a not-found page, lib/route-params.ts) it is prerendered `hidden`, and
 * lib/enhance.js shows it, stores the choice under the same key and reopens it from the footer.
 */
export function CookieBanner({ staticDocument = false }: { staticDocument?: boolean }) {
  if (staticDocument) return <BannerView data-consent-banner="" hidden />;
  return <LiveBanner />;
}

function LiveBanner() {
  const open = useConsentBannerOpen();
  const ref = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Reopened from "Privacy settings": move focus in, and back there once decided.
  useEffect(() => {
    if (!open) return;
    if (consentStore.getDecision() !== null) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      ref.current?.focus();
    }
  }, [open]);

  // While open, what gets focus is scrolled above the banner, not under it. Measured again on a
  // page with the booking bar or without: the banner moves then without changing its size.
  const bookingBar = useHasBookingBar();
  useEffect(() => (open && ref.current ? reserveBottomFor(ref.current) : undefined), [open, bookingBar]);

  if (!open) return null;

  const decide = (accepted: boolean) => {
    // Focus goes back to "Privacy settings" when it opened the banner; on the first visit, if it
    // was in the banner, to the page's content (where the skip link leads), not to the body.
    const inside = ref.current?.contains(document.activeElement);
    consentStore.decide(accepted);
    if (returnFocus.current) returnFocus.current.focus();
    else if (inside) document.getElementById("main")?.focus({ preventScroll: true });
    returnFocus.current = null;
  };
  return <BannerView ref={ref} decide={decide} />;
}

/**
 * The banner's markup; without `decide`, its buttons carry `data-consent` for lib/enhance.js.
 * It names the map only on a page that has one: an apartment's.
 */
function BannerView({ decide, ...props }: ComponentProps<"section"> & { decide?: (accepted: boolean) => void }) {
  const { locale, t } = useI18n();
  // An apartment's own page: the only pages with the booking bar, and with a map.
  const map = useHasBookingBar();
  const choice = (accepted: boolean) =>
    decide ? { onClick: () => decide(accepted) } : { "data-consent": String(accepted) };
  return (
    <section
      {...props}
      data-slot="cookie-banner"
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl animate-rise-in rounded-card border border-navy-100 bg-white p-4 shadow-2xl outline-none sm:inset-x-6 sm:bottom-6 sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-6">
        <div className="flex-1">
          <h2 id="cookie-banner-title" className="flex items-center gap-2 text-base font-semibold">
            <Icon name="shield-check" className="size-5 text-navy-600" />
            {t.cookie.title}
          </h2>
          <p className="mt-1.5 text-sm leading-snug text-navy-700">
            {map ? t.cookie.mapText : t.cookie.text}{" "}
            <Link
              to={localePath(locale, "datenschutz")}
              className="font-medium text-navy-900 underline underline-offset-2"
            >
              {t.cookie.learnMore}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button {...choice(false)}>{t.cookie.decline}</Button>
          <Button {...choice(true)}>{t.cookie.accept}</Button>
        </div>
      </div>
    </section>
  );
}
