import { island } from "../shared/island";
import { MapSection } from "./map-section";

/** The map behind consent, taken over as it nears the viewport. */
export default island("map", MapSection);
