import { useLocation } from "react-router";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { LanguageMenu } from "./language-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { mainNavLinks, SiteNavLink } from "./nav-links";
import { Button } from "../shared/button";

export function SiteHeader() {
  const { locale, t } = useI18n();
  // On an apartment's page, Book Now opens that apartment's booking page.
  const last = useLocation().pathname.split("/").at(-1);
  const slug = t.apartments.find((apartment) => apartment.slug === last)?.slug;
  return (
    <header className="sticky top-0 z-40 border-b border-navy-100/80 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 md:h-18">
        <Logo />
        <nav aria-label={t.nav.mainNavigation} className="ml-4 hidden md:block lg:ml-8">
          <ul className="flex items-center gap-1">
            {mainNavLinks(locale, t).map((link) => (
              <li key={link.key}>
                <SiteNavLink
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded-full px-4 text-[0.9375rem] font-medium text-navy-700 hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:text-navy-950 aria-[current=page]:underline aria-[current=page]:decoration-lime-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Columns that keep their width while empty: Chromium paints a document while it arrives, and
            buttons in a row pushed right would move as the rest came (decision 043). */}
        <div className="ml-auto grid grid-cols-[auto_minmax(5.625rem,auto)_2.75rem] items-center gap-1 md:grid-cols-[auto_minmax(5.625rem,auto)] md:gap-2">
          <Button asChild size="sm" className="px-4">
            <a href={localePath(locale, slug ? `booknow/${slug}` : "booknow")}>{t.nav.bookNow}</a>
          </Button>
          <LanguageMenu />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
