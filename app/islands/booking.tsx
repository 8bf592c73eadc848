import { BookingTool, type BookingToolProps } from "../components/booking-tool";
import { hydrateIsland, islandProps } from "./mount";

export function mount(element: HTMLElement) {
  return hydrateIsland(element, <BookingTool {...islandProps<BookingToolProps>(element)} />);
}
