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
    const under = template.content.querySelector("p");
    // Shown already: the template's nodes have moved into the page.
    if (!frame || !under) return;
    stopListening();
    area.replaceChildren(frame);
    area.after(under);
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
