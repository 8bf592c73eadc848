import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, the new page's heading takes the focus (or the element the
 * address's #fragment names): a keyboard user goes on from the top of the new page, not from the
 * link they followed far down the old one, and a screen reader reads where they are. The first
 * page of a visit is the browser's. A form control that navigated (the booking page's select:
 * each apartment has its address) keeps the focus, so that the guest can go on choosing.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement?.matches("select, input, textarea")) return;
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = named ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (!target) return;
    // Focusable by script only; app.css draws no ring around a heading that has it.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
}
