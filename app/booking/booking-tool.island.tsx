import { island } from "../shared/island";
import { BookingTool } from "./booking-tool";

/** The provider's booking tool, taken over at once. */
export default island("booking-tool", BookingTool);
