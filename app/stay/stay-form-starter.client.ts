import type { StayFormScript } from "./stay-form.client";

/**
 * The guest's dates' script comes when the guest reaches for the form (a tap, focus or typing in
 * it), not with the page: most visits never use it, and the page's first script stays this file.
 * A submit before it has come waits for it; if it cannot come, the form submits as it would
 * without script.
 */
export function startStayForm() {
  const form = document.querySelector<HTMLFormElement>("form[data-stay-form]");
  if (!form) return;
  let loading: Promise<StayFormScript> | undefined;
  const load = () =>
    (loading ??= import("./stay-form.client")
      .then((script) => script.startStayForm(form))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  for (const type of ["focusin", "pointerdown", "input"])
    form.addEventListener(type, () => void load().catch(() => {}));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    load().then(
      (script) => script.submit(),
      () => form.submit(),
    );
  });
  // The sheet the form stands in on phones is a box from 1024 px: one left open would float there.
  const sheet = form.closest<HTMLElement>("[popover]");
  if (sheet)
    matchMedia("(min-width: 64rem)").addEventListener("change", (event) => {
      if (event.matches && sheet.matches(":popover-open")) sheet.hidePopover();
    });
}
