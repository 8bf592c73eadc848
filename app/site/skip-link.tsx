import { useI18n } from "../i18n/i18n-context";

export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-navy-900 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {t.nav.skipToContent}
    </a>
  );
}
