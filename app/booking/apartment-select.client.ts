/**
 * On a closed select an arrow key chooses the next option at once (Chromium on Linux and Windows),
 * so a keyboard choice counts only once the guest pauses; the page it loads focuses the select again.
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
  // Times taken as the handlers run: on a busy page a key's own timeStamp is older than its change.
  select.addEventListener("keydown", () => (keyAt = performance.now()));
  select.addEventListener("change", () => {
    clearTimeout(waiting);
    if (performance.now() - keyAt > 100) go();
    else waiting = window.setTimeout(go, settleMs);
  });
}
