import { siteOperator as operator } from "../content/operator";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { clsx } from "clsx";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={clsx("shrink-0", className ?? "size-9")}>
      <rect width="40" height="40" rx="11" className="fill-navy-900" />
      <path
        d="M10 29V18.5L20 11l10 7.5V29h-6.5v-6.5h-7V29z"
        className="fill-none stroke-lime-400"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  const { locale } = useI18n();
  return (
    <a href={localePath(locale)} className="flex min-h-11 items-center gap-2.5 rounded-xl font-semibold tracking-tight">
      <LogoMark />
      <span className="sr-only text-[1.0625rem] leading-tight sm:not-sr-only">{operator.brand}</span>
    </a>
  );
}
