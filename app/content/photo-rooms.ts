/** In the order the photo grid lists its tiles; `outside` photos are not given to search engines as the apartment's. */
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

export const showsOutside = (photo: { room: PhotoRoom }): boolean => photo.room === "outside";
