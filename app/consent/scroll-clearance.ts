/**
 * Keeps the footer's last links and whatever gets focus clear of an overlay fixed to the bottom of
 * the screen (WCAG 2.4.11). The root's scroll padding waits for the first key or focus, as changing
 * it restyles the whole page (docs/decisions/031-the-root-scroll-padding-on-demand.md). The overlay
 * is measured by offsetTop, as it rises in with a transform, and first in the ResizeObserver's
 * report, when the page is laid out anyway. Returns what undoes it.
 */
export function reserveBottomFor(overlay: HTMLElement, margin = 16): () => void {
  const root = document.documentElement;
  const beforeFocus = new AbortController();
  const update = () => {
    const clearance = `${Math.max(0, window.innerHeight - overlay.offsetTop) + margin}px`;
    document.body.style.paddingBottom = clearance;
    if (beforeFocus.signal.aborted) root.style.scrollPaddingBottom = clearance;
  };
  const onFocusing = () => {
    beforeFocus.abort();
    update();
  };
  for (const type of ["keydown", "focusin"])
    addEventListener(type, onFocusing, { capture: true, signal: beforeFocus.signal });
  const observer = new ResizeObserver(update);
  observer.observe(overlay);
  return () => {
    observer.disconnect();
    beforeFocus.abort();
    root.style.scrollPaddingBottom = "";
    document.body.style.paddingBottom = "";
  };
}
