/** Facts a text may name instead of typing them ("Sleeps up to {guests} guests"); {maxGuests} is the larger apartment's. */
export const apartmentPlaceholders = ["size", "bedrooms", "bathrooms", "guests"] as const;
export const sitePlaceholders = [
  "maxGuests",
  "checkIn",
  "checkOut",
  "longStayDays",
  "freeCancellationDays",
  "paymentDueDays",
] as const;
