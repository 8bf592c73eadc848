import { MapSection, type MapSectionProps } from "./map-section";
import { hydrateIsland, islandProps } from "../shared/island-mount";

export function mount(element: HTMLElement) {
  return hydrateIsland(element, <MapSection {...islandProps<MapSectionProps>(element)} />);
}
