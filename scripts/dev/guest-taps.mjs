// The in-page half of npm run perf:guest: timed in the page's own clock (performance.now()), so the
// harness's round trips to the browser add nothing to the figures.

export const controlsByPage = {
  "/en": ["phone menu", "language menu", "cookie Accept", "cookie Decline"],
  "/en/pberg": ["carousel ›", "phone menu", "language menu", "amenity", "Load map", "cookie Accept", "cookie Decline"],
  "/en/booknow": ["phone menu", "language menu", "cookie Accept", "cookie Decline", "apartment select"],
};

/** Controls measured on a first visit (no stored cookie decision: the banner shows). */
export const firstVisitControls = ["cookie Accept", "cookie Decline"];

/**
 * ms since navigation start, null for never; `observed`: when the FCP entry reached the page.
 * @typedef {{ fcp: number | null, observed: number | null, parsed: number | null, firstTap: number | null,
 *   answeringTap: number | null, answered: number | null, taps: number }} GuestTapResult
 */

/**
 * Taps by setInterval, which a busy main thread delays as it would a guest's. Self-contained.
 * @param {{ path: string, control: string, every?: number, timeout?: number }} options
 */
export function guestTaps({ path, control: name, every = 40, timeout = 20_000 }) {
  if (window.top !== window || location.pathname !== path) return;
  const q = (/** @type {string} */ selector) => /** @type {HTMLElement | null} */ (document.querySelector(selector));
  let navigatedAt = NaN;

  /**
   * Selectors match older builds' markup too (--compare). taken: the answer shows only frames later.
   * @type {Record<string, { target: string, answered: () => boolean, scroll?: boolean, pick?: boolean, taken?: () => boolean }>}
   */
  const controls = {
    // No second tap once the script has taken one: each tap restarts the smooth scroll a slide
    // further, which kept the track from moving until the last slide.
    "carousel ›": {
      target: "[data-carousel] button[data-step='1']",
      answered: () => (q("[data-carousel-track]")?.scrollLeft ?? 0) > 1,
      taken: () => q("[data-carousel-track] > :nth-child(2)")?.inert === true,
    },
    "phone menu": {
      target: "button[popovertarget='mobile-menu'], button[commandfor='mobile-menu']",
      answered: () => q("#mobile-menu")?.matches(":popover-open, [open]") === true,
    },
    "language menu": {
      target: "button[popovertarget='language-menu']",
      answered: () => q("#language-menu")?.matches(":popover-open") === true,
    },
    amenity: {
      target: "section[aria-labelledby=amenities] details > summary",
      answered: () => /** @type {HTMLDetailsElement | null} */ (q("section[aria-labelledby=amenities] details"))?.open,
      scroll: true,
    },
    // google.com is blocked: the frame stays empty, but it is inserted.
    "Load map": {
      target: "section[aria-labelledby=location] button",
      answered: () => q("section[aria-labelledby=location] iframe") !== null,
      scroll: true,
    },
    "cookie Accept": {
      target: "[data-slot=cookie-banner] button[data-consent=true]",
      answered: () => q("[data-slot=cookie-banner]")?.hidden === true,
    },
    "cookie Decline": {
      target: "[data-slot=cookie-banner] button[data-consent=false]",
      answered: () => q("[data-slot=cookie-banner]")?.hidden === true,
    },
    // The browser's own picker cannot be opened from the page: a pick, and the navigation it
    // starts (cancelled, so the page stays to report) is the answer.
    "apartment select": {
      target: "select#apartment-select",
      answered: () => navigatedAt >= 0,
      pick: true,
    },
  };
  const control = controls[name];
  if (!control) throw new Error(`guest-taps: no control named ${name}`);

  /** @type {GuestTapResult} */
  const result = {
    fcp: null,
    observed: null,
    parsed: null,
    firstTap: null,
    answeringTap: null,
    answered: null,
    taps: 0,
  };
  let answeredInTask = NaN;
  let held = NaN;
  let lastTap = NaN;
  // Taps pause until a frame shows the answer the page took (`taken`) or has in the DOM (`waiting`).
  let taken = false;
  let waiting = false;
  let interval = 0;
  let reported = false;

  if (control.pick) {
    const navigation = /** @type {EventTarget | undefined} */ (/** @type {any} */ (window).navigation);
    navigation?.addEventListener("navigate", (event) => {
      const navigate = /** @type {Event & { destination: { url: string } }} */ (event);
      if (new URL(navigate.destination.url).pathname === location.pathname) return;
      navigatedAt = performance.now();
      event.preventDefault();
    });
  }

  /** The control where a guest could tap it now: drawn, visible, and on top at its centre. */
  const reachable = () => {
    const element = q(control.target);
    if (!element || !element.checkVisibility()) return null;
    let rect = element.getBoundingClientRect();
    if (control.scroll && (rect.top < 0 || rect.bottom > innerHeight)) {
      element.scrollIntoView({ block: "center", behavior: "instant" });
      rect = element.getBoundingClientRect();
    }
    if (rect.width === 0 || rect.height === 0) return null;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && element.contains(hit) ? { element, x, y } : null;
  };

  // The answering tap: the one whose answer is in the DOM within its task; else the first the page
  // held (its click cancelled, for an island to replay); else the last before the answer drew.
  const tap = () => {
    if (reported || waiting || taken) return;
    const target = reachable();
    if (!target) return;
    const { element, x, y } = target;
    const at = performance.now();
    result.firstTap ??= at;
    result.taps++;
    lastTap = at;
    taken = control.taken?.() === true;
    if (control.pick) {
      const select = /** @type {HTMLSelectElement} */ (element);
      const before = select.value;
      const other = [...select.options].find((option) => !option.selected && option.dataset.href);
      if (!other) return;
      select.value = other.value;
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
      if (navigatedAt >= 0) return finish(navigatedAt, at);
      // Not taken (no script yet): undone, since the script reads the choice when it starts.
      select.value = before;
      return;
    }
    const finger = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y };
    const touch = { ...finger, pointerId: 1, pointerType: "touch", isPrimary: true, button: 0 };
    element.dispatchEvent(new PointerEvent("pointerdown", { ...touch, buttons: 1 }));
    element.dispatchEvent(new PointerEvent("pointerup", { ...touch, buttons: 0 }));
    /** @type {Event | undefined} */
    let click;
    const seen = (/** @type {Event} */ event) => (click = event);
    window.addEventListener("click", seen, { capture: true, once: true });
    element.click();
    window.removeEventListener("click", seen, { capture: true });
    if (click?.defaultPrevented && !(held >= 0)) held = at;
    const check = () => {
      if (waiting || !control.answered()) return;
      // A second tap would close a menu again.
      waiting = true;
      answeredInTask = at;
    };
    check();
    queueMicrotask(check);
  };

  const finish = (
    /** @type {number | null} */ answered,
    answeringTap = [answeredInTask, held, lastTap].find((time) => time >= 0),
  ) => {
    if (reported) return;
    reported = true;
    clearInterval(interval);
    result.answered = answered;
    if (answered !== null) result.answeringTap = answeringTap ?? null;
    const navigationEntry = () =>
      /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType("navigation")[0]);
    const report = () => {
      result.parsed = navigationEntry()?.domContentLoadedEventStart || null;
      Object.defineProperty(window, "__guestTaps", { value: result });
      /** @type {any} */ (window).__guestTapsReport?.(result);
    };
    if (navigationEntry()?.domContentLoadedEventStart) report();
    else addEventListener("DOMContentLoaded", () => setTimeout(report), { once: true });
  };

  // The answer's time is when the drawing frame's callbacks run, not its nominal start, which can
  // precede the tap.
  const frame = () => {
    if (reported) return;
    if (result.taps > 0 && control.answered()) return finish(performance.now());
    if (waiting) {
      waiting = false;
      answeredInTask = NaN;
    }
    requestAnimationFrame(frame);
  };

  new PerformanceObserver((list, observer) => {
    const paint = list.getEntries().find((entry) => entry.name === "first-contentful-paint");
    if (!paint) return;
    observer.disconnect();
    result.fcp = paint.startTime;
    result.observed = performance.now();
    interval = window.setInterval(tap, every);
    tap();
    if (!control.pick) requestAnimationFrame(frame);
    setTimeout(() => finish(null), timeout);
  }).observe({ type: "paint", buffered: true });
}
