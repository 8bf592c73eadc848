import type { Messages } from "./en";
/**
 * English UI strings: the type source for every other language.
 * A key missing in another language is a type error.
 * `{name}` placeholders are filled with `format()` from ./format.
 */
export const it: Messages = {
  meta: {
    homeTitle: "Furnished holiday apartments in Prenzlauer Berg and Mitte",
    homeDescription:
      "Two furnished holiday apartments in Berlin for up to 6 guests: Zionskirchplatz in Prenzlauer Berg and Bernauer Strasse in Mitte. Short stays and stays of 28 days or more.",
    pbergTitle: "Zionskirchplatz apartment, Prenzlauer Berg",
    pbergDescription:
      "135 m², 2 bedrooms, 2 bathrooms and a gym, on Zionskirchplatz in Prenzlauer Berg. See photos, amenities and availability.",
    mitteTitle: "Bernauer Strasse apartment, Mitte",
    mitteDescription:
      "60 m², 2 bedrooms on Bernauer Strasse in Mitte, by the Berlin Wall Memorial. See photos, amenities and availability.",
    bookingTitle: "Book your stay",
    bookingDescription: "Check dates and book the Zionskirchplatz or Bernauer Strasse apartment directly.",
    agbTitle: "House rules and terms",
    agbDescription: "House rules, cancellation policy and payment terms for our Berlin apartments.",
    impressumTitle: "Legal notice",
    impressumDescription: "Legal notice (Impressum) of the operator of {siteName}.",
    datenschutzTitle: "Privacy policy",
    datenschutzDescription: "How this website handles your data: hosting, booking provider, maps and your rights.",
    notFoundTitle: "Page not found",
  },
  nav: {
    skipToContent: "Skip to content",
    mainNavigation: "Main navigation",
    home: "Home",
    properties: "Properties",
    pberg: "PBerg",
    mitte: "Mitte",
    bookNow: "Book Now",
    language: "Language",
    chooseLanguage: "Choose language, current: {language}",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  footer: {
    tagline: "Two calm, furnished homes in the heart of Berlin, for city breaks and longer stays.",
    quickLinks: "Explore",
    home: "Home",
    prenzlauerBerg: "Prenzlauer Berg",
    mitte: "Mitte",
    legal: "Legal",
    impressum: "Legal notice",
    datenschutz: "Privacy policy",
    agb: "House rules & terms",
    privacySettings: "Privacy settings",
    copyright: "© {year} {siteName}. All rights reserved.",
  },
  cookie: {
    title: "Your privacy",
    text: "We store your choice in your browser. If you accept, the map on the apartment pages is loaded from Google Maps. If you decline, nothing is loaded from Google. You can change your choice at any time under Privacy settings.",
    accept: "Accept",
    decline: "Decline",
    learnMore: "Privacy policy",
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    backHome: "Back to the home page",
  },
};
