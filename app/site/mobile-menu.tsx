import { Icon } from "../shared/icon";
import { localePath } from "../i18n/paths";
import { useI18n } from "../i18n/i18n-context";
import { HostContact } from "../shared/host-contact";
import { LogoMark } from "./logo";
import { mainNavLinks, SiteNavLink } from "./nav-links";

/** Not modal, so opening it restyles only itself (docs/decisions/039-the-phone-menu-as-a-popover.md). */
export function MobileMenu() {
  const { locale, t } = useI18n();
  const links = [{ to: localePath(locale), label: t.nav.home, key: "home" }, ...mainNavLinks(locale, t)];
  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 md:hidden"
        aria-label={t.nav.openMenu}
        aria-haspopup="dialog"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        id="mobile-menu"
        popover="auto"
        aria-labelledby="mobile-menu-title"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none flex-col border-0 bg-white p-0 text-navy-900 shadow-2xl outline-none backdrop:bg-navy-950/50 open:flex motion-safe:open:animate-sheet-in"
      >
        <div className="flex items-center justify-between border-b border-navy-100 px-5 py-3">
          <h2 id="mobile-menu-title" className="flex items-center gap-2.5 text-lg font-semibold">
            <LogoMark className="size-8" />
            {t.nav.menuTitle}
          </h2>
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            autoFocus
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-navy-50"
            aria-label={t.nav.closeMenu}
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label={t.nav.mainNavigation} className="px-3 py-4">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.key}>
                <SiteNavLink
                  to={link.to}
                  className="flex min-h-12 items-center rounded-xl px-4 text-lg font-medium hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-navy-950"
                >
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-navy-100 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <p className="text-sm font-semibold text-navy-700">{t.contact.title}</p>
          <HostContact className="mt-1 flex-col" />
        </div>
      </dialog>
    </>
  );
}
