import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { SiteChrome } from "../components/site-chrome";
import { localeFromPath } from "../lib/i18n";
import { getSiteMessages } from "../lib/properties.server";

/**
 * Runs at build time: the page gets its own language's strings and no other, with the
 * site-wide facts ({checkIn}, {longStayDays} …) filled in. The router matched a static segment
 * per language (app/routes.ts), so the first segment is a language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, messages: getSiteMessages(locale) };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </SiteChrome>
  );
}
