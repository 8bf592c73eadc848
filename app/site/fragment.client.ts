/** A link to a part of a page focuses it: the browser only scrolls there, and where Tab starts is unreliable. */
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
