/**
 * What a photo shows (photos.yaml `room`), in the order the apartment page's photo grid lists
 * them: one tile per room. `outside`: the building, the street or the neighbourhood, which
 * search engines do not get as photos of the apartment.
 */
export const photoRooms = [
  "living",
  "bedroom",
  "kitchen",
  "bathroom",
  "dining",
  "workspace",
  "gym",
  "balcony",
  "outside",
  "hallway",
] as const;
export type PhotoRoom = (typeof photoRooms)[number];

/** Whether a photo shows the building, the street or the neighbourhood rather than the apartment. */
export const showsOutside = (photo: { room: PhotoRoom }): boolean => photo.room === "outside";
