import { whenNearViewport } from "../shared/near-viewport";
import { pageStrings } from "../shared/page-strings";

/** Every `{name}.island.tsx` of app/ is an island, found by its name: adding the file is the whole of adding one. */
type IslandModule = {
  islandName: string;
  hydrate?: (element: HTMLElement) => Promise<void>;
  open?: (index: number) => void;
};
const islands = new Map(
  Object.entries(import.meta.glob<IslandModule>("../**/*.island.tsx", { import: "default" })).map(([file, load]) => [
    file.replace(/^.*\/|\.island\.tsx$/g, ""),
    load,
  ]),
);
const island = async (name: string) => {
  const load = islands.get(name);
  if (!load) throw new Error(`no island named "${name}" (a file ${name}.island.tsx)`);
  const [module] = await Promise.all([load(), pageStrings()]);
  return module;
};

function startIslands() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]"))
    whenNearViewport(element, () => void island(element.dataset.island!).then((module) => module.hydrate!(element)));
}

/** While the viewer's code loads, Escape calls the opening off, as it would close the viewer. */
function startViewer() {
  let opening = 0;
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-photo]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    const ticket = ++opening;
    void island("photo-viewer").then((viewer) => ticket === opening && viewer.open!(Number(link.dataset.photo)));
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") opening++;
  });
}

export function startIslandLoader() {
  startIslands();
  startViewer();
}
