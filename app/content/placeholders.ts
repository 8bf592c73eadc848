/**
 * The facts a text may name with a placeholder instead of typing them, e.g. "Sleeps up to {guests} guests".
 * Per apartment: {size} ("135 m²"), {bedrooms} ("2 bedrooms"), {bathrooms} ("1 bathroom"), {guests} ("6").
 * Everywhere: {maxGuests} (the larger apartment's guests), {checkIn}, {checkOut} ("15:00"), {longStayDays} ("28"),
 * {freeCancellationDays} and {paymentDueDays} ("5", the AGB's days before arrival).
 */
export const apartmentPlaceholders = ["size", "bedrooms", "bathrooms", "guests"] as const;
export const sitePlaceholders = [
  "maxGuests",
  "checkIn",
  "checkOut",
  "longStayDays",
  "freeCancellationDays",
  "paymentDueDays",
] as const;
