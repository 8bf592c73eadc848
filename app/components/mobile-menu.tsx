import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { desktopQuery } from "../lib/breakpoints";
import { LogoMark } from "./logo";
import { mainNavLinks, SiteNavLink } from "./nav-links";
import { Sheet, SheetClose, SheetContent, SheetTitle, SheetTrigger } from "./ui/sheet";

/** Under 768 px: the navigation links in a right-side modal panel. */
export function MobileMenu() {
  const { locale, t } = useI18n();
  const [open, setOpen] = useState(false);
  // Growing past the breakpoint shows the links in the bar again: the panel closes.
  useEffect(() => {
    const desktop = window.matchMedia(desktopQuery);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);
  const close = () => setOpen(false);
  const links = [{ to: localePath(locale), label: t.nav.home, key: "home" }, ...mainNavLinks(locale, t)];

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 md:hidden"
        aria-label={t.nav.openMenu}
      >
        <Menu className="size-6" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent>
        <div className="flex items-center justify-between border-b border-navy-100 px-5 py-3">
          <SheetTitle className="flex items-center gap-2.5">
            <LogoMark className="size-8" />
            {t.nav.menuTitle}
          </SheetTitle>
          <SheetClose
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full hover:bg-navy-50"
            aria-label={t.nav.closeMenu}
          >
            <X className="size-6" aria-hidden="true" />
          </SheetClose>
        </div>
        <nav aria-label={t.nav.mainNavigation} className="px-3 py-4">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.key}>
                <SiteNavLink
                  to={link.to}
                  onClick={close}
                  className="flex min-h-12 items-center rounded-xl px-4 text-lg font-medium hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-navy-950"
                >
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
