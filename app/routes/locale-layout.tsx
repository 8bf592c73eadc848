import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { Site } from "../site/site";
import { localeParam } from "./route-params.server";
import { getSiteMessages } from "../i18n/messages.server";
import { pageStringsFile } from "../i18n/page-strings.server";

/**
 * Build time: the page gets its own language's strings and no other, with the site-wide facts
 * ({checkIn}, {longStayDays} …) filled in, and the address of the file that brings the islands
 * theirs. Any other first segment answers 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, messages: getSiteMessages(locale), pageStrings: pageStringsFile(locale).href };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Site locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </Site>
  );
}
