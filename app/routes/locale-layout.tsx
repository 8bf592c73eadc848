import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { SiteChrome } from "../components/site-chrome";
import { pack, unpack } from "../lib/packed";
import { getSiteMessages } from "../lib/properties.server";
import { localeParam } from "../lib/route-params";

/**
 * Runs at build time: the page gets its own language's strings and no other, with the
 * site-wide facts ({checkIn}, {longStayDays} …) filled in. Any other first segment answers 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, messages: pack(getSiteMessages(locale)) };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome locale={loaderData.locale} messages={unpack(loaderData.messages)}>
      <Outlet />
    </SiteChrome>
  );
}
