import { languageNames, longText, type FieldOptions } from "./fields";

const pages = {
  home: "Home page",
  booking: "Booking page (all apartments)",
  agb: "House rules & terms (AGB)",
  impressum: "Legal notice (Impressum)",
  datenschutz: "Privacy policy (Datenschutz)",
};
const description = "For search results: about 120 to 160 characters.";

export const siteTextOptions: FieldOptions = {
  labels: { ...languageNames, title: "Title", text: "Text" },
  paths: {
    home: {
      label: "Home page",
      hint: "Figures as placeholders, filled in by the site: {checkIn}, {checkOut}, {longStayDays}, {maxGuests} (the larger apartment's guests), {siteName} (the brand).",
    },
    "home.heroTitle": { label: "Title on the big photo" },
    "home.heroText": { label: "Text on the big photo" },
    ...longText("home.heroText"),
    "home.apartmentsTitle": { label: "Apartments: heading" },
    "home.apartmentsText": { label: "Apartments: text" },
    ...longText("home.apartmentsText"),
    "home.highlightsTitle": { label: "Reasons to stay: heading" },
    "home.highlights": { label: "Reasons to stay (each with its fixed icon)" },
    "home.highlights.selfCheckIn": { label: "Self check-in (a key)" },
    "home.highlights.longStays": { label: "Long stays (a calendar)" },
    "home.highlights.wifi": { label: "Wi-Fi (Wi-Fi)" },
    "home.highlights.direct": { label: "Book direct (a badge with a tick)" },
    ...Object.fromEntries(
      ["selfCheckIn", "longStays", "wifi", "direct"].flatMap((key) =>
        Object.entries(longText(`home.highlights.${key}.text`)),
      ),
    ),
    footer: { label: "Footer" },
    "footer.tagline": { label: "Line under the brand" },
    pages: {
      label: "Page titles and descriptions (browser tab, search results)",
      hint: "The brand is added to a title where it fits. An apartment's own pages have theirs with the apartment (Facts and short texts).",
    },
    heroPhoto: {
      label: "Home page photo",
      hint: "An apartment's folder and one of its photos without .jpg, e.g. pberg/17-zionskirchplatz. Link previews of the site show it too.",
      pattern: ["^[a-z][a-z0-9-]*/[\\w-]+$", "a folder and a photo, e.g. pberg/17-zionskirchplatz"],
    },
    ...Object.fromEntries(
      Object.entries(pages).flatMap(([page, name]) => [
        [`pages.${page}Title`, { label: `${name}: title` }],
        [`pages.${page}Description`, { label: `${name}: description`, hint: description }],
        ...Object.entries(longText(`pages.${page}Description`)),
      ]),
    ),
  },
};

const updatedHint = "The day you last changed this page's text, as year-month-day: 2026-11-23";
/** The legal pages' dates of their last change (legal-dates.yaml), named as their texts are above. */
export const legalDateOptions: FieldOptions = {
  labels: languageNames,
  paths: Object.fromEntries(
    (["agb", "impressum", "datenschutz"] as const).map((page) => [page, { label: pages[page], hint: updatedHint }]),
  ),
};
