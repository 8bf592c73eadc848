/**
 * Keeps focus and scrolled-to anchors clear of an overlay fixed to the bottom of the screen (the
 * cookie banner): while it is shown, the body ends as far below the footer as the overlay reaches
 * up (plus a margin), so that the footer's last links can scroll above it, and, from the first
 * key press or focus on, the page's scroll padding at the bottom reaches as high, so the browser
 * scrolls what gets focus above it (WCAG 2.4.11). The root's scroll padding is left until then:
 * changing it restyles the whole page (an apartment page: 12–14 ms at full speed in Chromium,
 * against 0.2–1.3 ms for the body's padding; decision 031), work a guest who only reads and taps
 * never needs. The key's own focus move already finds it in place (keydown comes first).
 * Its layout position (offsetTop), not its drawn one: the banner rises in with a transform. The
 * first measure comes with the ResizeObserver's first report, in the first frame once the browser
 * has laid the page out anyway: measured at once, the page script's own task would lay out the
 * whole page (`/en/agb`: 26 ms of a 38.7 ms task at full speed), a long task on a slow phone.
 * Returns what undoes it.
 */
export function reserveBottomFor(overlay: HTMLElement, margin = 16): () => void {
  const root = document.documentElement;
  // Listens for the first key or focus; once it has come (aborted), the scroll padding follows too.
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
  // Its size is what changes the clearance (a taller screen moves its top edge down as far), and
  // the first report is the first measure.
  const observer = new ResizeObserver(update);
  observer.observe(overlay);
  return () => {
    observer.disconnect();
    beforeFocus.abort();
    root.style.scrollPaddingBottom = "";
    document.body.style.paddingBottom = "";
  };
}
