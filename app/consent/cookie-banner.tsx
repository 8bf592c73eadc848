import { useMatches } from "react-router";
import { Icon } from "../shared/icon";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { hasHandle } from "../shared/page-handle";
import { Button } from "../shared/button";

/** Accept and Decline carry the same weight. Prerendered `hidden`: app/consent/cookie-banner.client.ts shows it. */
export function CookieBanner() {
  const { locale, t } = useI18n();
  // Only an apartment's own page has the booking bar, and a map for the banner to name.
  const map = hasHandle(useMatches(), "bookingBar");
  return (
    <section
      hidden
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
            <a
              href={localePath(locale, "datenschutz")}
              className="font-medium text-navy-900 underline underline-offset-2"
            >
              {t.cookie.learnMore}
            </a>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button data-consent="false">{t.cookie.decline}</Button>
          <Button data-consent="true">{t.cookie.accept}</Button>
        </div>
      </div>
    </section>
  );
}
