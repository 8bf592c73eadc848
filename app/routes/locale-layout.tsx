import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { SiteChrome } from "../components/site-chrome";
import { getMessages } from "../i18n/messages.server";
import { localeFromPath } from "../lib/i18n";

/** Runs at build time: the page gets its own language's strings and no other. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, messages: getMessages(locale) };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </SiteChrome>
  );
}
