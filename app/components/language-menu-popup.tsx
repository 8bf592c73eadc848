import { Check } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { switchLocalePath } from "../lib/i18n";
import { localeNames, locales } from "../i18n/locales";
import { useI18n } from "../lib/i18n-context";
import { languageTriggerClass, LanguageTriggerLabel } from "./language-trigger-label";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./ui/dropdown-menu";

export interface PopupStart {
  /** The button had focus when this replaced it: focus the new one. */
  focus: boolean;
  /** The visitor already asked to open it, by keyboard or by pointer. */
  open: "keyboard" | "pointer" | null;
}

/** The language menu itself (Radix dropdown): each entry keeps the path and swaps only the language. */
export function LanguageMenuPopup({ start }: { start: PopupStart }) {
  const { locale } = useI18n();
  const { pathname, search } = useLocation();
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (start.focus && !start.open) trigger.current?.focus();
  }, [start]);
  // Opened by a key before this code had loaded: start on the first entry, as Radix does then.
  useEffect(() => {
    if (start.open !== "keyboard") return;
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>("[data-slot=dropdown-menu-content] [role=menuitem]")?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [start]);
  return (
    <DropdownMenu modal={false} defaultOpen={start.open !== null}>
      <DropdownMenuTrigger ref={trigger} className={languageTriggerClass}>
        <LanguageTriggerLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {locales.map((code) => (
          <DropdownMenuItem key={code} asChild>
            <Link
              to={{ pathname: switchLocalePath(pathname, code), search }}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? "true" : undefined}
            >
              <span className="w-6 text-xs font-semibold text-navy-500 uppercase" aria-hidden="true">
                {code}
              </span>
              <span className="flex-1">{localeNames[code]}</span>
              {code === locale && <Check className="size-4 text-navy-700" aria-hidden="true" />}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
