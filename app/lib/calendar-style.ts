/**
 * The brand colours on the provider's calendar (SPEC section 7): header, blocked and
 * disabled dates dark blue with lime text; hover and today highlighted; the provider's
 * own links hidden. app.css carries the same rules for dates drawn later (other months);
 * this watcher applies them inline as soon as the calendar appears, where the provider's
 * stylesheet would otherwise win, and stops after 10 s.
 */
const navy = "#0b1f3a";
const lime = "#dcf98a";

export const calendarStyleRules: { selector: string; style: Record<string, string> }[] = [
  {
    selector: ".calendar-header, .calendar-head, .month-header, thead th",
    style: { "background-color": navy, color: lime },
  },
  {
    selector: ".blocked, .disabled, .booked, .unavailable, .calendarDay--blocked",
    style: { "background-color": navy, color: lime },
  },
  { selector: ".today, .current-day", style: { outline: `2px solid ${lime}`, "outline-offset": "-2px" } },
  { selector: "a[href*='smoobu'], .smoobu-link, .poweredBy", style: { display: "none" } },
];

/** Applies the rules inside `root`; returns how many elements it styled. */
export function applyCalendarStyle(root: ParentNode): number {
  let count = 0;
  for (const { selector, style } of calendarStyleRules) {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) {
      for (const [property, value] of Object.entries(style)) element.style.setProperty(property, value, "important");
      count++;
    }
  }
  return count;
}

/** Re-applies the rules whenever the calendar's markup changes, for `timeout` ms. */
export function watchCalendarStyle(root: HTMLElement, timeout = 10_000): () => void {
  applyCalendarStyle(root);
  const observer = new MutationObserver(() => applyCalendarStyle(root));
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), timeout);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
