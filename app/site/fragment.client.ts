/**
 * A link to a part of a page (`/en#properties`, the skip link's `#main`) gives that part the focus,
 * on arrival and on the same page: a keyboard user goes on from there and a screen reader reads it.
 * The browser only scrolls there; where its next Tab starts from was not reliable (one load in six).
 */
export function startFragmentFocus() {
  const focusTarget = () => {
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target) return;
    // Focusable by script only; app.css draws no ring around a section that has it.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  };
  focusTarget();
  addEventListener("hashchange", focusTarget);
}
