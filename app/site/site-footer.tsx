import { siteOperator as operator } from "../content/operator";
import { format } from "../i18n/format";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { LogoMark } from "./logo";
import { SiteNavLink } from "./nav-links";

const linkClass =
  "inline-flex min-h-6 items-center py-1 text-navy-100 underline-offset-4 hover:text-white hover:underline aria-[current=page]:text-white aria-[current=page]:underline";

export function SiteFooter() {
  const { locale, t } = useI18n();
  // The build's year: the site is rebuilt with every change of content.
  const year = new Date().getFullYear();
  const groups = [
    {
      title: t.footer.quickLinks,
      links: [
        { to: localePath(locale), label: t.footer.home },
        ...t.apartments.map(({ slug, district }) => ({ to: localePath(locale, slug), label: district })),
      ],
    },
    {
      title: t.footer.legal,
      links: [
        { to: localePath(locale, "impressum"), label: t.footer.impressum },
        { to: localePath(locale, "datenschutz"), label: t.footer.datenschutz },
        { to: localePath(locale, "agb"), label: t.footer.agb },
      ],
    },
  ];

  return (
    <footer className="on-dark bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1fr_auto_auto]">
        <div className="max-w-sm">
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <LogoMark />
            {operator.brand}
          </p>
          <p className="mt-4 leading-relaxed">{t.footer.tagline}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wider text-lime-400 uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-1.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteNavLink to={link.to} className={linkClass}>
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
              {group.title === t.footer.legal && (
                <li>
                  <button
                    type="button"
                    className={`${linkClass} cursor-pointer text-left`}
                    data-needs-script=""
                    data-consent-reopen=""
                  >
                    {t.footer.privacySettings}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-navy-200 sm:px-6">
          {format(t.footer.copyright, { year, siteName: operator.brand })}
        </p>
      </div>
    </footer>
  );
}
