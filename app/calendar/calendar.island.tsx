import { AvailabilityCalendar, type AvailabilityCalendarProps } from "./availability-calendar";
import { hydrateIsland, islandProps } from "../shared/island-mount";

export function mount(element: HTMLElement) {
  return hydrateIsland(element, <AvailabilityCalendar {...islandProps<AvailabilityCalendarProps>(element)} />);
}
