import type { ReactNode } from "react";
import type { PageMessages } from "../i18n/page-messages";
import type { Locale } from "../locales";
import { I18nProvider } from "../i18n/i18n-context";
import { CookieBanner } from "../consent/cookie-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Everything around a page: skip link, cookie banner, header and footer. */
export function Site({ locale, messages, children }: { locale: Locale; messages: PageMessages; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <SkipLink />
      {/* Early in the tab order, right after the skip link: the first decision a new visitor meets. */}
      <CookieBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </I18nProvider>
  );
}
