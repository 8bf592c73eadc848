/**
 * English UI strings: the type source for every other language.
 * A key missing in another language is a type error.
 * `{name}` placeholders are filled with `format()` from ./format.
 */
export const en = {
  meta: {
    /** Per page, written for it (not stitched); lengths for search results: app/lib/page-texts.server.test.ts. */
    homeTitle: "Holiday apartments in Prenzlauer Berg and Mitte",
    homeDescription:
      "Two furnished holiday apartments in Berlin for up to {maxGuests} guests, on Zionskirchplatz in Prenzlauer Berg and Bernauer Strasse in Mitte. Book direct.",
    pbergTitle: "Zionskirchplatz apartment, Prenzlauer Berg",
    pbergDescription:
      "{size} with {bedrooms}, {bathrooms} and a private gym on Zionskirchplatz in Prenzlauer Berg, for up to {guests} guests. Photos, amenities, availability.",
    mitteTitle: "Bernauer Strasse apartment, Mitte",
    mitteDescription:
      "{size} with {bedrooms} on Bernauer Strasse in Mitte, by the Berlin Wall Memorial, for up to {guests} guests. Photos, amenities, availability.",
    bookingTitle: "Book your stay",
    bookingDescription:
      "Choose the Zionskirchplatz or the Bernauer Strasse apartment, check live availability and book your stay in Berlin directly with us.",
    bookingPbergTitle: "Book the Zionskirchplatz apartment",
    bookingPbergDescription:
      "Check dates and book the Zionskirchplatz apartment in Prenzlauer Berg ({size}, up to {guests} guests) directly with us. Check-in from {checkIn}.",
    bookingMitteTitle: "Book the Bernauer Strasse apartment",
    bookingMitteDescription:
      "Check dates and book the Bernauer Strasse apartment in Mitte ({size}, up to {guests} guests), by the Berlin Wall Memorial, directly with us.",
    agbTitle: "House rules and terms",
    agbDescription:
      "House rules, cancellation and payment terms for our two apartments in Berlin, with check-in from {checkIn} and check-out by {checkOut}.",
    impressumTitle: "Legal notice",
    impressumDescription:
      "Legal notice (Impressum) of {siteName}: who rents out the two holiday apartments in Berlin, with postal address, e-mail and phone number.",
    datenschutzTitle: "Privacy policy",
    datenschutzDescription:
      "How this website and our bookings handle your personal data: hosting, the Smoobu booking tool, Google Maps, storage periods and your rights.",
    notFoundTitle: "Page not found",
  },
  /** Facts as words, filled from the apartment data: {bedrooms} and {bathrooms} in content texts. */
  facts: {
    bedrooms: "{count, plural, one {# bedroom} other {# bedrooms}}",
    bathrooms: "{count, plural, one {# bathroom} other {# bathrooms}}",
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
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  /** Stay terms on the apartment and booking pages, composed by their loaders (figures from house.yaml). */
  /** The photo grid's tiles, one per room (app/content/photo-rooms.ts): sent inside the apartment's data. */
  rooms: {
    living: "Living room",
    bedroom: "{count, plural, one {Bedroom} other {Bedrooms}}",
    kitchen: "Kitchen",
    bathroom: "{count, plural, one {Bathroom} other {Bathrooms}}",
    dining: "Dining area",
    workspace: "Workspace",
    gym: "Gym",
    balcony: "Balcony",
    outside: "House & area",
    hallway: "Hallway",
  },
  stay: {
    checkIn: "Check-in from {checkIn}",
    checkOut: "Check-out before {checkOut}",
    freeCancellation: "Free cancellation until {freeCancellationDays} days before arrival, {checkIn}",
    lateCancellation: "Cancelled later or no-show: the full price is payable",
    payment:
      "Payment of the total no later than {paymentDueDays} days before arrival; when booked at shorter notice, on confirmation",
    termsTitle: "Good to know",
    termsLink: "Full terms and house rules",
    summaryTitle: "Your stay",
    chooseTitle: "Choose your apartment",
  },
  /** The host's contacts (menu, apartment and booking pages, embed failures). */
  contact: {
    title: "Questions before you book?",
    whatsappUs: "Message us on WhatsApp",
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
    /** On a page without a map. */
    text: "Content from other companies loads only if you accept. You can change your choice any time under Privacy settings.",
    /** On an apartment page, which has the map. */
    mapText:
      "The map on this page comes from Google Maps and loads only if you accept. You can change your choice any time under Privacy settings.",
    accept: "Accept",
    decline: "Decline",
    learnMore: "Privacy policy",
  },
  home: {
    heroTitle: "Your home in the heart of Berlin",
    heroText:
      "Two furnished apartments in Prenzlauer Berg and Mitte, a few steps from cafés, parks and the Berlin Wall Memorial. Book directly with us, for a weekend or a month.",
    apartmentsTitle: "Our apartments",
    apartmentsText: "Both apartments have self check-in, fast Wi-Fi and a fully equipped kitchen.",
    learnMore: "Learn more",
    guests: "Up to {count} guests",
    opensInNewTab: "(opens in a new tab)",
    highlightsTitle: "Why guests stay with us",
    highlights: {
      selfCheckIn: {
        title: "Self check-in",
        text: "Arrive from {checkIn} at your own pace: a code lock, no key handover.",
      },
      longStays: {
        title: "Long stays welcome",
        text: "Stays of {longStayDays} nights or longer, with a washing machine and a proper workspace.",
      },
      wifi: { title: "Fast Wi-Fi", text: "Reliable internet and a Smart TV with streaming in both apartments." },
      direct: {
        title: "Book direct",
        text: "See live availability and book securely, directly with us.",
      },
    },
  },
  property: {
    carouselRole: "carousel",
    slideRole: "slide",
    photos: "Photos of {title}",
    slide: "Photo {current} of {total}",
    previousPhoto: "Previous photo",
    nextPhoto: "Next photo",
    showAllPhotos: "Show all {total} photos",
    viewerLabel: "Photo viewer",
    viewerClose: "Close photo viewer",
    viewerPrevious: "Previous photo",
    viewerNext: "Next photo",
    facts: "Key facts",
    bedrooms: "{count} bedrooms",
    bedroom: "1 bedroom",
    bathrooms: "{count} bathrooms",
    bathroom: "1 bathroom",
    entertainment: "Smart TV",
    freeWifi: "Free Wi-Fi",
    gym: "Private gym",
    about: "About this apartment",
    features: "Highlights",
    amenities: "Amenities",
    availability: "Availability",
    availabilityText: "Choose your dates in the calendar, then book securely through our booking page.",
    bookThis: "Book {title}",
    location: "Location",
    surroundings: "In the neighbourhood",
    registrationNumber: "Registration number",
  },
  embed: {
    loading: "Loading…",
    calendarFailed: "The availability calendar could not be loaded.",
    openBooking: "Open the booking page",
    retry: "Try again",
    failedHint: "Please try again, or open our booking page. You can also reach us directly:",
    calendarRegion: "Availability calendar",
    calendarFrameTitle: "Availability calendar: {apartment}",
    calendarLoading: "Loading the availability calendar…",
    calendarReady: "The availability calendar is ready.",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    emailUs: "E-mail {email}",
    callUs: "Call {phone}",
  },
  map: {
    title: "Map of {address}",
    placeholder:
      "The map is provided by Google Maps. It loads only when you allow it, and Google then receives your IP address.",
    load: "Load map",
    openInGoogleMaps: "Open in Google Maps",
  },
  booking: {
    title: "Book your stay",
    text: "Pick an apartment, choose your dates and book securely. You will receive a confirmation by e-mail.",
    selectLabel: "Apartment",
    selectPlaceholder: "Select Property",
    all: "All Properties",
    mitte: "Bernauer Strasse",
    pberg: "Zionskirchplatz",
    toolTitle: "Booking tool",
    bookingFailed: "The booking tool could not be loaded.",
    bookingFailedHint: "Please try again, or open the booking page in a new tab. You can also book directly with us:",
    bookingFrameTitle: "Booking tool",
    openProviderBooking: "Open the booking page in a new tab",
  },
  legal: {
    lastUpdated: "Last updated: {date}",
    contents: "Contents",
  },
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    backHome: "Back to the home page",
  },
};

export type Messages = typeof en;
