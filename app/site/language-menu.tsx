import { Icon } from "../shared/icon";
import { useLocation } from "react-router";
import { localeNames, locales } from "../locales";
import { switchLocalePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { languageTriggerClass, LanguageTriggerLabel } from "./language-trigger-label";

/** A prerendered popover of real links, so it opens at first paint and switching works without script. */
export function LanguageMenu() {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <>
      <button
        type="button"
        popoverTarget="language-menu"
        aria-haspopup="menu"
        className={`${languageTriggerClass} [anchor-name:--language]`}
      >
        <LanguageTriggerLabel />
      </button>
      <ul
        id="language-menu"
        popover="auto"
        role="menu"
        aria-label={t.nav.language}
        className="fixed inset-auto top-17 right-4 m-0 max-h-[calc(100dvh-5rem)] min-w-44 overflow-y-auto rounded-2xl border border-navy-100 bg-white p-1.5 text-navy-900 shadow-card supports-[anchor-name:--a]:top-[calc(anchor(bottom)+8px)] supports-[anchor-name:--a]:right-[anchor(right)] supports-[anchor-name:--a]:[position-anchor:--language]"
      >
        {locales.map((code) => (
          <li key={code} role="none">
            <a
              role="menuitem"
              href={switchLocalePath(pathname, code) + search}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? "true" : undefined}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-[0.9375rem] text-navy-900 select-none hover:bg-navy-50 focus-visible:bg-navy-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-navy-600"
            >
              <span className="w-6 text-xs font-semibold text-navy-500 uppercase" aria-hidden="true">
                {code}
              </span>
              <span className="flex-1">{localeNames[code]}</span>
              {code === locale && <Icon name="check" className="size-4 text-navy-700" />}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
