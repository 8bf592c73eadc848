import { loadBookingTool } from "./booking-script";

/** The provider's frame must load within this time of the start, its script's own retries included. */
export const bookingDeadline = 18_000;

type Status = "loading" | "ready" | "failed";

/**
 * Starts the provider's booking tool and shows loading, ready or failed. The height reserved while
 * it loads is released only where the guest cannot see it go: a shift they did not cause.
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

  const start = () => {
    const current = ++attempt;
    const timer = setTimeout(() => current === attempt && show("failed"), bookingDeadline);
    const watched = new WeakSet<HTMLIFrameElement>();
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
    // The failed attempt's frame must not count for this one.
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
