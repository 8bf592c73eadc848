/** Icons an amenity group may use (SPEC section 3); the content schema accepts only these. */
export const amenityIcons = [
  "bed",
  "bath",
  "coffee",
  "dumbbell",
  "wifi",
  "tv",
  "car",
  "tram",
  "tree",
  "store",
  "warehouse",
  "building",
  "house",
  "key",
  "users",
  "utensils",
  "shirt",
  "fan",
] as const;
export type AmenityIcon = (typeof amenityIcons)[number];
