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
/** The booking page's own strings (heading, apartment choice): sent by its loader. */
export type BookingPageTexts = Messages["booking"];
/** The stay terms (times, cancellation, payment) on the apartment and booking pages: sent by their loaders. */
export type StayTexts = Messages["stay"];
/** The not-found screen's strings: sent by the route that renders it. */
export type NotFoundTexts = Messages["notFound"];

/**
 * The strings of the site's frame and of the React islands (the layout's loader sends them): the UI
 * without what only one page shows (above) and without what only the build reads (titles,
 * descriptions and fact words, composed in app/seo/page-texts.server.ts and app/i18n/fill.ts).
 * A page with islands carries them once as JSON (app/shared/island.tsx), so a string here
 * costs those pages bytes.
 */
export type PageMessages = Omit<
  Messages,
  "meta" | "facts" | "booking" | "stay" | "rooms" | "notFound" | "legal" | "home" | "guestQuestions"
> & {
  home: Omit<Messages["home"], (typeof homePageKeys)[number]>;
  /** The apartments in their order, as the header's menu and the footer name them (their apartment.yaml). */
  apartments: ApartmentName[];
};

export interface ApartmentName {
  slug: string;
  shortName: string;
  district: string;
}
