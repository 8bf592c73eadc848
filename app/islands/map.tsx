import { MapSection, type MapSectionProps } from "../components/map-section";
import { hydrateIsland, islandProps } from "./mount";

export function mount(element: HTMLElement) {
  return hydrateIsland(element, <MapSection {...islandProps<MapSectionProps>(element)} />);
}
