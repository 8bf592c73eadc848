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
 * The strings every page carries (the layout's loader sends them): the UI without what only
 * one page shows (above) and without what only the build reads (titles, descriptions and fact
 * words, composed in app/lib/page-texts.server.ts and app/lib/facts.ts). A page's data is
 * written into its HTML, so a string here costs every page bytes (decision 017).
 */
export type PageMessages = Omit<
  Messages,
  "meta" | "facts" | "booking" | "stay" | "rooms" | "notFound" | "legal" | "home" | "guestQuestions"
> & {
  home: Omit<Messages["home"], (typeof homePageKeys)[number]>;
};
