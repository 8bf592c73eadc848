/**
 * Keeps focus and scrolled-to anchors clear of an overlay fixed to the bottom of the screen (the
 * cookie banner): while it is shown, the page's scroll padding at the bottom reaches up to its
 * top edge plus a margin, so the browser scrolls what gets focus above it (WCAG 2.4.11), and the
 * body ends as far below the footer, so that the footer's last links can scroll above it too.
 * Its layout position (offsetTop), not its drawn one: the banner rises in with a transform.
 * Returns what undoes it.
 */
export function reserveBottomFor(overlay: HTMLElement, margin = 16): () => void {
  const root = document.documentElement;
  const update = () => {
    const clearance = `${Math.max(0, window.innerHeight - overlay.offsetTop) + margin}px`;
    root.style.scrollPaddingBottom = clearance;
    document.body.style.paddingBottom = clearance;
  };
  // At once, not a frame later: a Tab pressed before the first frame finds the padding in place.
  update();
  // Its size is what changes the clearance: a taller screen moves its top edge down as far.
  const observer = new ResizeObserver(update);
  observer.observe(overlay);
  return () => {
    observer.disconnect();
    root.style.scrollPaddingBottom = "";
    document.body.style.paddingBottom = "";
  };
}
