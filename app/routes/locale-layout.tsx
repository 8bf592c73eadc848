import { Outlet } from "react-router";
import type { Route } from "./+types/locale-layout";
import { SiteChrome } from "../components/site-chrome";
import { localeParam } from "../lib/route-params";
import { uiStringsFile } from "../lib/site-messages.server";
import { keepUiStrings, loadUiStrings, uiStrings } from "../lib/ui-strings";

/**
 * Runs at build time: the page gets its own language's strings and no other, with the
 * site-wide facts ({checkIn}, {longStayDays} …) filled in. Any other first segment answers 404.
 * The route data carries only the name of the strings file (app/lib/ui-strings.ts): the build
 * renders with the strings at hand, the browser loads the file before React takes over.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const { url, strings } = uiStringsFile(locale);
  keepUiStrings(url, strings);
  return { locale, strings: url };
}

/** A navigation into another language: that language's file before its first render. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadUiStrings(data.strings);
  return data;
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome locale={loaderData.locale} messages={uiStrings(loaderData.strings)}>
      <Outlet />
    </SiteChrome>
  );
}
