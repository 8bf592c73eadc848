import { Menu } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from "react";
import { useI18n } from "../lib/i18n-context";
import { desktopQuery } from "../lib/breakpoints";
import type { MobileMenuPanel } from "./mobile-menu-panel";

type Panel = ComponentType<ComponentProps<typeof MobileMenuPanel>>;
let loading: Promise<Panel> | null = null;
const loadPanel = () => (loading ??= import("./mobile-menu-panel").then((module) => module.MobileMenuPanel));

/**
 * Under 768 px: the navigation links in a right-side modal panel. The panel's code (Radix
 * Dialog) loads when the button is pointed at, focused or pressed, not with the page.
 */
export function MobileMenu() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const load = () => void loadPanel().then((loaded) => setPanel(() => loaded));

  // Growing past the breakpoint shows the links in the bar again: the panel closes.
  useEffect(() => {
    const desktop = window.matchMedia(desktopQuery);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, []);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-navy-900 hover:bg-navy-50 md:hidden"
        aria-label={t.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-menu" : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {Panel && <Panel open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
