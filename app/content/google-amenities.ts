/**
 * The amenity names Google reads in a VacationRental's `amenityFeature`, each true or false
 * ("Boolean values", https://developers.google.com/search/docs/appearance/structured-data/vacation-rental).
 * Google accepts only these English names; amenities.yaml tags an item with one of them.
 */
export const googleAmenities = [
  "ac",
  "airportShuttle",
  "balcony",
  "beachAccess",
  "childFriendly",
  "crib",
  "elevator",
  "fireplace",
  "freeBreakfast",
  "gymFitnessEquipment",
  "heating",
  "hotTub",
  "instantBookable",
  "ironingBoard",
  "kitchen",
  "microwave",
  "outdoorGrill",
  "ovenStove",
  "patio",
  "petsAllowed",
  "pool",
  "privateBeachAccess",
  "selfCheckinCheckout",
  "smokingAllowed",
  "tv",
  "washerDryer",
  "wheelchairAccessible",
  "wifi",
] as const;
export type GoogleAmenity = (typeof googleAmenities)[number];
