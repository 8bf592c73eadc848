import { island } from "../shared/island";
import { AvailabilityCalendar } from "./availability-calendar";

/** The provider's calendar, taken over as it nears the viewport. */
export default island("calendar", AvailabilityCalendar);
