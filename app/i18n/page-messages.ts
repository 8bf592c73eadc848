import type { Messages } from "./en";

/** Strings only the home page shows: its loader sends them, not every page's layout. */
export const homePageKeys = [
  "heroTitle",
  "heroText",
  "apartmentsTitle",
  "apartmentsText",
  "highlightsTitle",
  "highlights",
  "learnMore",
] as const;
export type HomePageTexts = Pick<Messages["home"], (typeof homePageKeys)[number]>;
export type BookingPageTexts = Messages["booking"];
export type StayTexts = Messages["stay"];
export type NotFoundTexts = Messages["notFound"];

/** The strings of the frame and islands: a page with islands carries them as JSON (app/shared/island.tsx), so every string here costs bytes. */
export type PageMessages = Omit<
  Messages,
  "meta" | "facts" | "booking" | "stay" | "rooms" | "notFound" | "legal" | "home" | "guestQuestions"
> & {
  home: Omit<Messages["home"], (typeof homePageKeys)[number]>;
  apartments: ApartmentName[];
};

export interface ApartmentName {
  slug: string;
  shortName: string;
  district: string;
}
