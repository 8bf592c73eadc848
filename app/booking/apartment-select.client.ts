/**
 * The booking page's apartment choice (markup: app/booking/apartment-select.tsx): a change
 * loads the chosen apartment's booking page in place of this one (the URL says the choice; no
 * new history entry), and with it that apartment's booking tool.
 *
 * On a closed select an arrow key (or a typed letter) chooses the next option at once (Chromium
 * on Linux and Windows): stepping from "All" to Zionskirchplatz would load Bernauer Strasse's
 * page on the way. A choice made from the keyboard therefore counts once the guest pauses
 * (`settleMs`); a pick from the list counts at once. The page it loads is asked for with the
 * select's own #fragment, so the select has the focus there (app/site/fragment.client.ts): a
 * keyboard user goes on choosing. Nothing is stored in the browser for it.
 */
export const settleMs = 600;

export function startBookingSelect(load = (href: string) => location.replace(href)) {
  const select = document.querySelector<HTMLSelectElement>("select#apartment-select");
  if (!select) return;
  const chosen = select.value;
  let keyAt = -Infinity;
  let waiting = 0;
  const go = () => {
    const href = select.selectedOptions[0]?.dataset.href;
    if (select.value !== chosen && href) load(`${href}#${select.id}`);
  };
  // Times taken as the handlers run: a key's own timeStamp is when it was pressed, so on a page busy
  // when the key came (the provider's tool starting) it is older than the change it makes.
  select.addEventListener("keydown", () => (keyAt = performance.now()));
  select.addEventListener("change", () => {
    clearTimeout(waiting);
    // A keydown just before the change: the key chose it, not a pick from the list.
    if (performance.now() - keyAt > 100) go();
    else waiting = window.setTimeout(go, settleMs);
  });
}
