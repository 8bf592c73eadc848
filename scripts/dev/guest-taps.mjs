// The in-page half of npm run perf:guest (scripts/dev/perf-guest.mjs): the controls it taps, on which
// pages, and the init script that taps one of them from the first contentful paint on and watches
// every frame for its answer. Everything is timed in the page's own clock (performance.now(), ms
// since navigation start), so the harness's round trips to the browser add nothing to the figures.

/** The controls measured on each page, in the order they are measured. */
export const controlsByPage = {
  "/en": ["phone menu", "language menu", "cookie Accept", "cookie Decline"],
  "/en/pberg": ["carousel ›", "phone menu", "language menu", "amenity", "Load map", "cookie Accept", "cookie Decline"],
  "/en/booknow": ["phone menu", "language menu", "cookie Accept", "cookie Decline", "apartment select"],
};

/** Controls measured on a first visit (no stored cookie decision: the banner shows). */
export const firstVisitControls = ["cookie Accept", "cookie Decline"];

/**
 * What one load gave, ms since navigation start; null where it never happened.
 * - fcp: the first contentful paint;
 * - observed: when the page learnt of it (the entry reaches the page's observer once the main
 *   thread is free): the taps begin then;
 * - parsed: DOMContentLoaded (the page's module script has run by then);
 * - firstTap: the first tap (the control drawn, visible and on top at its centre);
 * - answeringTap: the tap that produced the answer (below, `tap()`, says how it is found);
 * - answered: the frame that drew the answer (below, `frame`), or for the
 *   apartment select the moment the page began loading the chosen apartment's page;
 * - taps: how many taps it took, the answering one included.
 * @typedef {{ fcp: number | null, observed: number | null, parsed: number | null, firstTap: number | null,
 *   answeringTap: number | null, answered: number | null, taps: number }} GuestTapResult
 */

/**
 * The init script (context.addInitScript): runs in every document of the context before the
 * page's own code, and measures only in the top document at `path`. From the moment the
 * first-contentful-paint entry reaches a PerformanceObserver it taps the control every `every`
 * ms (a setInterval: a busy main thread delays the taps as it would delay a guest's) until a
 * frame shows the control's answer, or for `timeout` ms. It reports through
 * `window.__guestTapsReport` (the harness's exposed function) and leaves the result on
 * `window.__guestTaps`. Self-contained: Playwright sends its source, not its closure.
 * @param {{ path: string, control: string, every?: number, timeout?: number }} options
 */
export function guestTaps({ path, control: name, every = 40, timeout = 20_000 }) {
  if (window.top !== window || location.pathname !== path) return;
  const q = (/** @type {string} */ selector) => /** @type {HTMLElement | null} */ (document.querySelector(selector));
  /** The chosen apartment's page was asked for (apartment select), ms. */
  let navigatedAt = NaN;

  // Each control: where it is, how the page shows it answered, and whether a guest scrolls to it
  // first. The selectors also match earlier builds' markup (checked against commit ce8f3d1's).
  /**
   * taken: the page has taken a tap made now, though its answer shows only frames later (no
   * further tap then); the other controls answer within the tap's task, or not at all.
   * @type {Record<string, { target: string, answered: () => boolean, scroll?: boolean, pick?: boolean, taken?: () => boolean }>}
   */
  const controls = {
    // A smooth scroll to the next slide (the page's script): it has begun once the track moved,
    // a few frames after the tap. A tap is taken once the script has started (it makes the other
    // slides inert; without script they stay reachable), and then no second tap follows: each tap
    // sends the scroll a slide further and a scroll sent anew starts slowly anew, so a tap every
    // 40 ms kept the track from moving until it was sent to the last slide (500–650 ms after FCP
    // instead of about 150).
    "carousel ›": {
      target: "[data-carousel] button[data-step='1']",
      answered: () => (q("[data-carousel-track]")?.scrollLeft ?? 0) > 1,
      taken: () => q("[data-carousel-track] > :nth-child(2)")?.inert === true,
    },
    // The drawer, a popover (HTML, no script; before decision 039 a modal <dialog> opened by an
    // invoker command, which a --compare with an older build still meets).
    "phone menu": {
      target: "button[popovertarget='mobile-menu'], button[commandfor='mobile-menu']",
      answered: () => q("#mobile-menu")?.matches(":popover-open, [open]") === true,
    },
    // The popover (HTML, no script).
    "language menu": {
      target: "button[popovertarget='language-menu']",
      answered: () => q("#language-menu")?.matches(":popover-open") === true,
    },
    // The first <details> of the amenities (HTML, no script).
    amenity: {
      target: "section[aria-labelledby=amenities] details > summary",
      answered: () => /** @type {HTMLDetailsElement | null} */ (q("section[aria-labelledby=amenities] details"))?.open,
      scroll: true,
    },
    // The page's script puts the frame in the placeholder's place (google.com blocked: the frame
    // stays empty, but it is inserted). Builds before decision 037 did it in a React island.
    "Load map": {
      target: "section[aria-labelledby=location] button",
      answered: () => q("section[aria-labelledby=location] iframe") !== null,
      scroll: true,
    },
    // The banner (prerendered hidden, shown by the page's script on a first visit) hides.
    "cookie Accept": {
      target: "[data-slot=cookie-banner] button[data-consent=true]",
      answered: () => q("[data-slot=cookie-banner]")?.hidden === true,
    },
    "cookie Decline": {
      target: "[data-slot=cookie-banner] button[data-consent=false]",
      answered: () => q("[data-slot=cookie-banner]")?.hidden === true,
    },
    // A pick from the list (the browser's own picker cannot be opened from inside the page): the
    // page's script loads the chosen apartment's booking page. That navigation is the answer; it
    // is cancelled (below), so the page stays to report.
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
  /** The tap after which the answer was already in the DOM (in the same task), ms. */
  let answeredInTask = NaN;
  /** The first tap the page took and held to answer later (the islands' loader), ms. */
  let held = NaN;
  let lastTap = NaN;
  /** A tap the page took, its answer to come (`taken`): taps pause until a frame shows it. */
  let taken = false;
  /** A tap's answer is in the DOM: taps pause until a frame shows it. */
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
      // As a guest scrolls to it (again, should the layout have moved it).
      element.scrollIntoView({ block: "center", behavior: "instant" });
      rect = element.getBoundingClientRect();
    }
    if (rect.width === 0 || rect.height === 0) return null;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    return hit && element.contains(hit) ? { element, x, y } : null;
  };

  /**
   * One tap: pointerdown and pointerup as a finger's, then click() (buttons' and summaries'
   * activation behaviour, invoker commands and popovertarget included, answers to it, as do the
   * page's click listeners); for the select, a pick. The answering tap is the one after which the
   * answer is in the DOM before the task ends (its microtasks, React's update of a click
   * included); else the first one the page held (its click cancelled: the islands' loader gives
   * it to the island once loaded); else the last one before the frame that drew the answer (the
   * carousel's smooth scroll begins a frame after the tap).
   */
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
      // Not taken (no script yet): back to the page's choice, which the script reads when it starts.
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
      // No more taps (a second one would close a menu again) until a frame has drawn it.
      waiting = true;
      answeredInTask = at;
    };
    check();
    queueMicrotask(check);
  };

  /** Ends the measure: `answered` is null when the control never answered. */
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
    // "parsed" is known once DOMContentLoaded has begun (readyState is "interactive" before it,
    // while the module scripts run).
    if (navigationEntry()?.domContentLoadedEventStart) report();
    else addEventListener("DOMContentLoaded", () => setTimeout(report), { once: true });
  };

  // Every frame from the first paint on; after the first tap, the first frame whose DOM holds the
  // answer is the one that draws it (before it, the cookie banner is hidden: it shows only once the
  // page's script has run). Its time: when its animation-frame callbacks run, just before it is
  // rendered (not the frame's nominal start time, which can precede the tap).
  const frame = () => {
    if (reported) return;
    if (result.taps > 0 && control.answered()) return finish(performance.now());
    // Undone before it was drawn (not expected): tapping goes on.
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
