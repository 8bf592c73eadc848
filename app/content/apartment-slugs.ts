/**
 * The apartments, by their URL segment and folder name under ./apartments/ (order = display order).
 * The build fails when a folder is missing or a folder is not listed here.
 */
export const apartmentSlugs = ["pberg", "mitte"] as const;
export type ApartmentSlug = (typeof apartmentSlugs)[number];
