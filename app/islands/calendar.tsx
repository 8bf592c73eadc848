import { AvailabilityCalendar, type AvailabilityCalendarProps } from "../components/availability-calendar";
import { hydrateIsland, islandProps } from "./mount";

export function mount(element: HTMLElement) {
  return hydrateIsland(element, <AvailabilityCalendar {...islandProps<AvailabilityCalendarProps>(element)} />);
}
