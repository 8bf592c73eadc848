// @ts-check
/**
 * What the site adds to the provider's calendar markup (docs/provider.md: .multiCalendarWidget,
 * .btn-prev/.btn-next as plain divs, .calendar > h2, .singleCalendarWidget td, .logo):
 * - the brand colours (docs/product.md), applied inline with !important by a watcher when the
 *   calendar appears and after every redraw for 10 s (frame.css keeps them afterwards);
 * - month controls that are buttons for everyone: role, focus, a name in the page language,
 *   Enter and Space; re-applied after every redraw, and focus kept on the control used.
 */
(() => {
  const navy = "#0b1f3a";
  const lime = "#dcf98a";
  /** Day states: the provider's class names are not confirmed, so any class containing these words. */
  const unavailable = ["block", "disabled", "booked", "unavailable", "reserved"]
    .map((word) => `td[class*="${word}" i]`)
    .join(", ");

  /** @type {{ selector: string; style: Record<string, string> }[]} */
  const brandRules = [
    { selector: ".calendar h2", style: { "background-color": navy, color: lime } },
    { selector: unavailable, style: { "background-color": navy, color: lime } },
    {
      selector: 'td[class*="today" i]',
      style: {
        "background-color": lime,
        color: navy,
        "font-weight": "700",
        outline: `2px solid ${navy}`,
        "outline-offset": "-2px",
      },
    },
    { selector: ".multiCalendarWidget .logo", style: { display: "none" } },
  ];

  /** Applies the brand rules inside `root`; returns how many elements it styled. */
  function applyBrand(/** @type {ParentNode} */ root) {
    let count = 0;
    for (const { selector, style } of brandRules) {
      for (const element of root.querySelectorAll(selector)) {
        if (!(element instanceof HTMLElement)) continue;
        for (const [property, value] of Object.entries(style)) element.style.setProperty(property, value, "important");
        count++;
      }
    }
    return count;
  }

  const controls = ".btn-prev, .btn-next";

  /** Gives the month controls a role, focus and a name; returns how many it changed. */
  function labelControls(/** @type {ParentNode} */ root, /** @type {{ prev: string; next: string }} */ labels) {
    let count = 0;
    for (const control of root.querySelectorAll(controls)) {
      const label = control.classList.contains("btn-next") ? labels.next : labels.prev;
      if (control.getAttribute("aria-label") === label && control.getAttribute("role") === "button") continue;
      control.setAttribute("role", "button");
      control.setAttribute("tabindex", "0");
      control.setAttribute("aria-label", label);
      count++;
    }
    return count;
  }

  /**
   * Watches `widget`: labels the controls after every redraw, applies the colours for
   * `brandFor` ms, calls `onDrawn` whenever the provider has drawn. Returns a stop function.
   */
  function enhanceCalendar(
    /** @type {HTMLElement} */ widget,
    /** @type {{ prev: string; next: string }} */ labels,
    onDrawn = () => {},
    brandFor = 10_000,
  ) {
    let branding = true;
    /** @type {string | null} */
    let focused = null;
    const update = () => {
      labelControls(widget, labels);
      if (branding) applyBrand(widget);
      // A redraw replaced the control the guest was using: focus its successor.
      if (focused && !widget.contains(document.activeElement)) {
        const successor = widget.querySelector(`.${focused}`);
        if (successor instanceof HTMLElement) successor.focus();
      }
      if (widget.querySelector(".calendarContent > *")) onDrawn();
    };
    const onKey = (/** @type {KeyboardEvent} */ event) => {
      const control = event.target instanceof Element ? event.target.closest(controls) : null;
      if (!control || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      if (control instanceof HTMLElement) control.click();
    };
    const onFocus = (/** @type {FocusEvent} */ event) => {
      const control = event.target instanceof Element ? event.target.closest(controls) : null;
      focused = control ? (control.classList.contains("btn-next") ? "btn-next" : "btn-prev") : null;
    };
    // Focus that leaves a control while the control stays in the page is the guest's move.
    const onBlur = (/** @type {FocusEvent} */ event) => {
      const target = event.target;
      queueMicrotask(() => target instanceof Element && target.isConnected && (focused = null));
    };
    widget.addEventListener("keydown", onKey);
    widget.addEventListener("focusin", onFocus);
    widget.addEventListener("focusout", onBlur);
    const observer = new MutationObserver(update);
    observer.observe(widget, { childList: true, subtree: true });
    const timer = setTimeout(() => (branding = false), brandFor);
    update();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      widget.removeEventListener("keydown", onKey);
      widget.removeEventListener("focusin", onFocus);
      widget.removeEventListener("focusout", onBlur);
    };
  }

  /** Read by frame.js (a classic script too: module scripts would be fetched with CORS from the sandbox). */
  Object.assign(/** @type {any} */ (globalThis), {
    kiezCalendarEnhance: { brandRules, applyBrand, labelControls, enhanceCalendar },
  });
})();
