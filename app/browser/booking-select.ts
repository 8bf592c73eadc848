/**
 * The booking page's apartment choice (markup: app/components/property-select.tsx): a change
 * loads the chosen apartment's booking page in place of this one (the URL says the choice; no
 * new history entry), and with it that apartment's booking tool.
 *
 * On a closed select an arrow key (or a typed letter) chooses the next option at once (Chromium
 * on Linux and Windows): stepping from "All" to Zionskirchplatz would load Bernauer Strasse's
 * page on the way. A choice made from the keyboard therefore counts once the guest pauses
 * (`settleMs`); a pick from the list counts at once. The page it loads gives the select the focus
 * back (a keyboard user goes on from there), unless storage is blocked.
 */
export const settleMs = 600;
const focusKey = "booking-select-focus";

function session(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function startBookingSelect(load = (href: string) => location.replace(href)) {
  const select = document.querySelector<HTMLSelectElement>("select#property-select");
  if (!select) return;
  const chosen = select.value;
  try {
    if (session()?.getItem(focusKey)) select.focus();
    session()?.removeItem(focusKey);
  } catch {
    // Storage blocked: the page starts at its top, as any page.
  }
  let keyAt = -Infinity;
  let waiting = 0;
  const go = () => {
    const href = select.selectedOptions[0]?.dataset.href;
    if (select.value === chosen || !href) return;
    try {
      if (document.activeElement === select) session()?.setItem(focusKey, "1");
    } catch {
      // Storage blocked or full: no focus to give back.
    }
    load(href);
  };
  select.addEventListener("keydown", (event) => (keyAt = event.timeStamp));
  select.addEventListener("change", (event) => {
    clearTimeout(waiting);
    // A keydown just before the change: the key chose it, not a pick from the list.
    if (event.timeStamp - keyAt > 100) go();
    else waiting = window.setTimeout(go, settleMs);
  });
}
