import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { SiteChrome } from "../site/site-chrome";
import { localeParam } from "./route-params.server";
import { getSiteMessages } from "../i18n/messages.server";
import { islandStringsFile } from "../i18n/island-strings.server";

/**
 * Build time: the page gets its own language's strings and no other, with the site-wide facts
 * ({checkIn}, {longStayDays} …) filled in, and the address of the file that brings the islands
 * theirs. Any other first segment answers 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, messages: getSiteMessages(locale), islandStrings: islandStringsFile(locale).href };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </SiteChrome>
  );
}
