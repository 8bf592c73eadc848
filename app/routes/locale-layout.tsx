import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { Site } from "../site/site";
import { localeParam } from "./route-params.server";
import { getSiteMessages } from "../i18n/messages.server";
import { pageStringsFile } from "../i18n/page-strings.server";

/** A page gets its own language's strings and the address of its page strings file; any other first segment is a 404. */
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
