import { consentStore } from "./consent";
import { reserveBottomFor } from "./scroll-clearance";

/**
 * The cookie banner's script (markup: app/consent/cookie-banner.tsx, prerendered `hidden`).
 * It shows the banner until the visitor decides, stores the decision (app/consent/consent.ts, which
 * the map's script reads: once accepted, the map comes as it nears the view), and reopens it from
 * the footer's Privacy settings. Focus goes back to Privacy settings when that opened it; on a
 * first visit, from the banner to the page's content (where the skip link leads), not to the body.
 */
export function startCookieBanner() {
  const banner = document.querySelector<HTMLElement>("[data-slot='cookie-banner']");
  if (!banner) return;
  let returnTo: HTMLElement | null = null;
  let release = () => {};
  const show = (shown: boolean) => {
    banner.hidden = !shown;
    release();
    release = shown ? reserveBottomFor(banner) : () => {};
  };
  show(consentStore.isBannerOpen());
  document.addEventListener("click", ({ target }) => {
    const control =
      target instanceof Element ? target.closest<HTMLElement>("[data-consent],[data-consent-reopen]") : null;
    if (!control) return;
    if (control.hasAttribute("data-consent-reopen")) {
      returnTo = control;
      consentStore.reopen();
      show(true);
      banner.focus();
      return;
    }
    const inside = banner.contains(document.activeElement);
    consentStore.decide(control.dataset.consent === "true");
    show(false);
    if (returnTo) returnTo.focus();
    else if (inside) document.getElementById("main")?.focus({ preventScroll: true });
    returnTo = null;
  });
}
