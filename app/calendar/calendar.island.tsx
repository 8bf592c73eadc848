import { island } from "../shared/island";
import { AvailabilityCalendar } from "./availability-calendar";

export default island("calendar", AvailabilityCalendar);
