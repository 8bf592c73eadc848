import type { FieldOptions } from "./fields";

const checked =
  "Switch on once you have checked the value (npm run check:release lists the others); a fact not known cannot be checked.";
const way =
  "Leg by leg, as a guest travels; empty while not checked. Mode: train (regional/airport express), sbahn, ubahn or tram.";

export const guestInfoOptions: FieldOptions = {
  labels: {
    confirmed: "Checked",
    room: "Room",
    beds: "Beds",
    type: "Bed",
    widthCm: "Mattress width (cm)",
    count: "How many",
    mode: "Mode",
    lines: "Lines",
    to: "Get off at",
  },
  paths: {
    sleeping: { label: "Sleeping arrangements" },
    "sleeping.value": {
      label: "Rooms with beds",
      summary: "{{fields.room}}",
      hint: "In the order the page shows them. Room: bedroom (numbered in order) or living. Beds empty: not known yet.",
    },
    "sleeping.value.*.beds": {
      hint: "Bed: double, single, sofaBed, bunk or cot (a cot counts for no guest).",
      summary: "{{fields.count}} × {{fields.type}}",
    },
    "sleeping.value.*.beds.*.widthCm": { hint: "Empty if you do not know it, e.g. 160" },
    "sleeping.confirmed": { hint: checked },
    floor: { label: "Floor" },
    "floor.value": { label: "Floor", hint: "0 = ground floor, 1 = one floor up (German 1. OG); empty: not known yet" },
    "floor.confirmed": { hint: checked },
    lift: { label: "Lift" },
    "lift.value": { label: "Lift in the building", hint: "yes or no; empty: not known yet" },
    "lift.confirmed": { hint: checked },
    cooling: { label: "Cooling" },
    "cooling.value": { label: "Cooling", hint: "airConditioning, fan or none; empty: not known yet" },
    "cooling.confirmed": { hint: checked },
    parking: { label: "Parking" },
    "parking.value": {
      label: "Parking",
      hint: "street (public street parking) or private (a space for guests); empty: not known yet",
    },
    "parking.confirmed": { hint: checked },
    luggage: { label: "Luggage before check-in, after check-out" },
    "luggage.value": {
      label: "Guests may leave luggage",
      hint: "yes, onRequest (ask us) or no; empty: not known yet",
    },
    "luggage.confirmed": { hint: checked },
    fromBer: { label: "From BER airport" },
    "fromBer.value": { label: "Way", summary: "{{fields.mode}} to {{fields.to}}", hint: way },
    "fromBer.value.*.lines": { hint: 'As on the signs: "U2", "M10", "FEX"' },
    "fromBer.confirmed": { hint: checked },
    fromHauptbahnhof: { label: "From Berlin Hauptbahnhof" },
    "fromHauptbahnhof.value": { label: "Way", summary: "{{fields.mode}} to {{fields.to}}", hint: way },
    "fromHauptbahnhof.value.*.lines": { hint: 'As on the signs: "U2", "M10", "FEX"' },
    "fromHauptbahnhof.confirmed": { hint: checked },
  },
};
