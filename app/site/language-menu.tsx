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
      {/* Its looks are app.css's (#language-menu): one rule rather than class lists in every page. */}
      <ul id="language-menu" popover="auto" role="menu" aria-label={t.nav.language}>
        {locales.map((code) => (
          <li key={code} role="none">
            <a
              role="menuitem"
              href={switchLocalePath(pathname, code) + search}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? "true" : undefined}
            >
              <span aria-hidden="true">{code}</span>
              <span>{localeNames[code]}</span>
              {code === locale && <Icon name="check" className="size-4 text-navy-700" />}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
