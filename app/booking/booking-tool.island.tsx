import { BookingTool, type BookingToolProps } from "./booking-tool";
import { hydrateIsland, islandProps } from "../shared/island-mount";

export function mount(element: HTMLElement) {
  return hydrateIsland(element, <BookingTool {...islandProps<BookingToolProps>(element)} />);
}
