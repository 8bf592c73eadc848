import { X } from "lucide-react";
import type { RefObject } from "react";
import { localePath } from "../lib/i18n";
import { useI18n } from "../lib/i18n-context";
import { LogoMark } from "./logo";
import { mainNavLinks, SiteNavLink } from "./nav-links";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "./ui/sheet";

/** The mobile menu's panel (Radix Dialog), loaded the first time the menu button is used. */
export function MobileMenuPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { locale, t } = useI18n();
  const close = () => onOpenChange(false);
  const links = [{ to: localePath(locale), label: t.nav.home, key: "home" }, ...mainNavLinks(locale, t)];

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-menu"
        onCloseAutoFocus={(event) => {
          // The button lives outside the dialog's code: focus goes back to it by hand.
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
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
