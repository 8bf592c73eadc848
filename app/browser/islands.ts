import type { IslandName } from "../shared/island";
import { whenNearViewport } from "../shared/near-viewport";

/**
 * Loads the page's React islands when they are needed (app/shared/island.tsx): the calendar
 * and the map as they near the viewport, the booking tool at once, the photo viewer on the first
 * tap on a photo, which until then links to the photo itself. They share one React chunk.
 */
const islands: Record<IslandName, () => Promise<{ mount: (element: HTMLElement) => Promise<void> }>> = {
  calendar: () => import("../calendar/calendar.island"),
  map: () => import("../apartment/map.island"),
  booking: () => import("../booking/booking-tool.island"),
};

/**
 * Each island loads once. A tap on one of its buttons before React has it (its code still on the
 * way) is held and given to it once it has: the guest's "Load the map" is not lost.
 */
function startIslands() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    let loading: Promise<void> | undefined;
    const load = () =>
      (loading ??= islands[element.dataset.island as IslandName]().then(({ mount }) => mount(element)));
    if (element.hasAttribute("data-near")) whenNearViewport(element, () => void load());
    else void load();
    element.addEventListener(
      "click",
      (event) => {
        const button = event.target instanceof Element ? event.target.closest("button") : null;
        if (!button || element.hasAttribute("data-island-ready")) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        void load().then(() => button.click());
      },
      true,
    );
  }
}

/**
 * A photo link (`data-photo`: its index) opens the viewer there. While the viewer's code loads (on
 * a slow line a second or more), Escape calls the opening off, as it would close the viewer.
 */
function startViewer() {
  let opening = 0;
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-photo]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    const ticket = ++opening;
    void import("../apartment/photo-viewer.island").then(
      ({ open }) => ticket === opening && open(Number(link.dataset.photo)),
    );
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") opening++;
  });
}

export function startIslandLoader() {
  startIslands();
  startViewer();
}
