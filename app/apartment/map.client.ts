import { consentStore } from "../consent/consent";
import { whenNearViewport } from "../shared/near-viewport";

/**
 * The map's script (markup: app/apartment/map-section.tsx): the prerendered map takes the
 * placeholder's place in the area when the guest asks for it (focus then moves to the map, as the
 * button is gone) or, once cookies are accepted (in the banner or on an earlier visit), as the map
 * nears the view. Not in the banner's click: a frame put in the page there made the banner's
 * answer wait for it (50–90 ms on a slow phone, decision 041), for a map mostly a few screens away.
 */
export function startMap() {
  const section = document.querySelector<HTMLElement>("section[data-map]");
  const template = section?.querySelector("template");
  const area = section?.querySelector(":scope > div");
  if (!section || !template || !area) return;
  let stopListening = () => {};
  const show = (focus: boolean) => {
    const frame = template.content.querySelector("iframe");
    const under = template.content.querySelector("p");
    // Shown already: the template's nodes moved into the page.
    if (!frame || !under) return;
    stopListening();
    area.replaceChildren(frame);
    area.after(under);
    if (focus) frame.focus();
  };
  section.querySelector("button")?.addEventListener("click", () => show(true));
  const consented = () => consentStore.getDecision() === true && show(false);
  // The stored decision is read as the map nears the view, not while the page starts: reading
  // storage is a call to the browser process (decision 035).
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
