import { loadBookingTool } from "./booking-script";

/**
 * The provider's frame must have loaded within this time of the tool's start (the area is at
 * the top of the page), its script's retries after 1 s and 3 s included (each attempt may take
 * 4 s: at most 16 s in all), or the guest gets the failure message: within 20 s.
 */
export const bookingDeadline = 18_000;

type Status = "loading" | "ready" | "failed";

/**
 * The booking page's provider area (markup: app/booking/booking-tool.tsx): starts the provider's
 * booking tool once the page has loaded, names its frame, and says loading, ready or failed
 * (`data-status`). After a failure the message from its template, with "Try again". The area
 * reserves about two screens while the tool loads; then it follows the provider's frame, or
 * shrinks to the message, but never under the guest's eyes (a layout shift they did not cause):
 * only once the provider has stopped resizing its frame for a second, not while the reserve's end
 * is in view or above it (they scrolled down), and never so far that the footer, out of view,
 * comes into view.
 */
export function startBookingTool() {
  const area = document.querySelector<HTMLElement>("[data-slot=booking-area]");
  const container = area?.querySelector<HTMLElement>("[data-url]");
  const template = area?.querySelector<HTMLTemplateElement>("template[data-slot=booking-failure]");
  const status = area?.querySelector<HTMLElement>("[role=status]");
  if (!area || !container || !template || !status) return;
  const { url, baseUrl } = container.dataset as { url: string; baseUrl: string };
  const frameTitle = area.getAttribute("aria-label") ?? "";
  const loadingText = status.textContent;
  let failure: Element | null = null;
  let stopFollowing = () => {};
  let attempt = 0;
  let stopWatching = () => {};

  const show = (next: Status) => {
    area.dataset.status = next;
    status.textContent = next === "loading" ? loadingText : "";
    failure?.remove();
    failure = null;
    if (next === "failed") {
      failure = (template.content.cloneNode(true) as DocumentFragment).firstElementChild!;
      failure.querySelector("button")!.addEventListener("click", retry);
      area.append(failure);
    }
    stopFollowing();
    area.style.minHeight = "";
    stopFollowing = next === "loading" ? () => {} : follow(next === "failed");
  };

  /** The reserve goes once the frame has settled (or at once after a failure), as described above. */
  const follow = (failed: boolean) => {
    let settled = failed;
    let timer = 0;
    const release = () => {
      const { top, bottom } = area.getBoundingClientRect();
      if (!settled || bottom <= innerHeight) return;
      area.style.minHeight = `${Math.max(0, Math.round(innerHeight - top))}px`;
      stop();
    };
    const resized = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = window.setTimeout(() => ((settled = true), release()), 1000);
    });
    const frame = container.querySelector("iframe");
    if (!settled && frame) resized.observe(frame);
    const stop = () => {
      removeEventListener("scroll", release);
      resized.disconnect();
      clearTimeout(timer);
    };
    addEventListener("scroll", release, { passive: true });
    release();
    return stop;
  };

  /** One start of the tool: the frame must load by the deadline. */
  const start = () => {
    const current = ++attempt;
    const timer = setTimeout(() => current === attempt && show("failed"), bookingDeadline);
    const watched = new WeakSet<HTMLIFrameElement>();
    // The provider's script creates the frame: give it a name, and learn when it has loaded.
    const watchFrames = () => {
      for (const frame of container.querySelectorAll("iframe")) {
        if (watched.has(frame)) continue;
        watched.add(frame);
        if (!frame.title) frame.title = frameTitle;
        frame.addEventListener("load", () => {
          if (current !== attempt) return;
          clearTimeout(timer);
          if (area.dataset.status !== "ready") show("ready");
        });
      }
    };
    const observer = new MutationObserver(watchFrames);
    observer.observe(container, { childList: true, subtree: true });
    stopWatching = () => (observer.disconnect(), clearTimeout(timer));
    loadBookingTool().then(
      (tool) => {
        if (current !== attempt) return;
        tool.initialize({ url, baseUrl, target: `#${container.id}` });
        watchFrames();
      },
      () => {
        clearTimeout(timer);
        if (current === attempt) show("failed");
      },
    );
  };

  function retry() {
    // The button goes with the message: focus stays in the area, not on the body.
    area!.focus({ preventScroll: true });
    // The provider's frame belongs to the attempt that failed; this one starts from an empty container.
    stopWatching();
    container!.replaceChildren();
    show("loading");
    start();
  }

  // After the page's load event: the provider's script and frame would hold that event back (a
  // provider that never answers would keep the page loading), and they wait for the page's own files.
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
