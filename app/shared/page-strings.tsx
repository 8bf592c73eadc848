import type { PageMessages } from "../i18n/page-messages";
import type { Locale } from "../i18n/locales";

/**
 * The page's language and UI strings for its React islands (app/shared/island-mount.tsx), written once
 * into a page that has islands: data, not script (the browser runs no JSON, so the
 * Content-Security-Policy needs no hash for it).
 */
export function PageStrings({ locale, messages }: { locale: Locale; messages: PageMessages }) {
  const json = JSON.stringify({ locale, messages }).replace(/</g, "\\u003c");
  return <script type="application/json" id="page-strings" dangerouslySetInnerHTML={{ __html: json }} />;
}
