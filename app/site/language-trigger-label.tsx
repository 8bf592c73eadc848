import { Icon } from "../shared/icon";
import { localeNames } from "../locales";
import { useI18n } from "../i18n/i18n-context";

export const languageTriggerClass =
  "inline-flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-navy-900 uppercase hover:bg-navy-50 data-[state=open]:bg-navy-50";

/** Spoken "Language: en (English)", starting with what it shows (WCAG 2.5.3). */
export function LanguageTriggerLabel() {
  const { locale, t } = useI18n();
  return (
    <>
      <Icon name="globe" className="size-4.5" />
      {/* One text node each (no "<!-- -->" between parts in the HTML: the first round trip is full). */}
      <span className="sr-only">{`${t.nav.language}: `}</span>
      {locale}
      <span className="sr-only">{` (${localeNames[locale]})`}</span>
      <Icon name="chevron-down" className="size-4 opacity-60" />
    </>
  );
}
