import { consentStore } from "../consent/consent";
import { whenNearViewport } from "../shared/near-viewport";

/** After consent the map comes as it nears the view: in the banner's click, the answer would wait (decision 041). */
export function startMap() {
  const section = document.querySelector<HTMLElement>("section[data-map]");
  const template = section?.querySelector("template");
  const area = section?.querySelector(":scope > div");
  if (!section || !template || !area) return;
  let stopListening = () => {};
  const show = (focus: boolean) => {
    const frame = template.content.querySelector("iframe");
    // Shown already: the template's frame has moved into the page.
    if (!frame) return;
    stopListening();
    area.replaceChildren(frame);
    section.querySelector("[data-map-under]")?.classList.remove("invisible");
    if (focus) frame.focus();
  };
  section.querySelector("button")?.addEventListener("click", () => show(true));
  const consented = () => consentStore.getDecision() === true && show(false);
  // Read as the map nears the view: reading storage is a call to the browser process (decision 035).
  let stopWatching = whenNearViewport(section, consented);
  const unsubscribe = consentStore.subscribe(() => {
    stopWatching();
    stopWatching = whenNearViewport(section, consented);
  });
  stopListening = () => {
    unsubscribe();
    stopWatching();
  };
}
