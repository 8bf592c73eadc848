import { consentStore } from "./consent";
import { reserveBottomFor } from "./scroll-clearance";

/** After a decision focus goes back to what reopened the banner, or else to the page's content, not to the body. */
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
