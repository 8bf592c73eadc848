import { operator } from "../content/operator";
import type { Messages } from "../i18n/en";
import { isLocale, type Locale } from "./i18n";

interface LocaleData {
  locale: Locale;
  messages: Messages;
}

/** The language layout's data from a route's `matches` (meta functions get no context). */
export function localeDataFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): LocaleData {
  const layout = matches.find((match) => match && isLocale(match.id));
  if (!layout?.data) throw new Error("meta: no language layout among the matched routes");
  return layout.data as LocaleData;
}

/** Title and description tags of a page. */
export function pageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
}) {
  return [
    { title: `${title} · ${operator.brand}` },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
