import { Check, ChevronDown, Globe } from "lucide-react";
import { Link, useLocation } from "react-router";
import { localeNames, locales, switchLocalePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./ui/dropdown-menu";

/** The language menu: each entry keeps the rest of the path and swaps only the language. */
export function LanguageMenu() {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-navy-900 uppercase hover:bg-navy-50 data-[state=open]:bg-navy-50">
        <Globe className="size-4.5" aria-hidden="true" />
        {/* The name spoken contains the visible code (WCAG 2.5.3): "Language: en (English)". */}
        <span className="sr-only">{t.nav.language}: </span>
        {locale}
        <span className="sr-only"> ({localeNames[locale]})</span>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
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
