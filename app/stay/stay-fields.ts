/** The form's fields by name, as `/api/book` and `/api/availability` read them (app/stay/stay-query.ts), and their ids. */
export const stayFieldIds = {
  arrival: "stay-arrival",
  departure: "stay-departure",
  adults: "stay-adults",
  children: "stay-children",
} as const;
export type StayFieldName = keyof typeof stayFieldIds;
export const stayStatusId = "stay-status";
export const errorIdOf = (id: string) => `${id}-error`;
