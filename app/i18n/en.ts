import { inLanguage, siteTexts } from "../content/site-texts";

/** The type source for every other language; the operator's texts come from app/content/site-texts.json instead. */
export const en = {
  meta: { ...inLanguage(siteTexts.pages, "en"), notFoundTitle: "Page not found" },
  /** Facts as words, filled from the apartment data: {bedrooms} and {bathrooms} in content texts. */
  facts: {
    bedrooms: "{count, plural, one {# bedroom} other {# bedrooms}}",
    bathrooms: "{count, plural, one {# bathroom} other {# bathrooms}}",
  },
  nav: {
    skipToContent: "Skip to content",
    mainNavigation: "Main navigation",
    home: "Home",
    apartments: "Properties",
    bookNow: "Book Now",
    language: "Language",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
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
    checkOut: "Check-out by {checkOut}",
    freeCancellation: "Free cancellation until {checkIn}, {freeCancellationDays} days before arrival",
    lateCancellation:
      "Cancelled later or no-show: the full price is payable, less what we save or earn by letting the apartment again",
    payment:
      "Payment of the total no later than {paymentDueDays} days before arrival; when booked at shorter notice, on confirmation",
    termsTitle: "Good to know",
    termsLink: "Full terms and house rules",
    summaryTitle: "Your stay",
    chooseTitle: "Choose your apartment",
  },
  contact: {
    title: "Questions before you book?",
    whatsappUs: "Message us on WhatsApp",
  },
  footer: {
    tagline: siteTexts.footer.tagline.en,
    quickLinks: "Explore",
    home: "Home",
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
    text: "The maps on our apartment pages come from Google Maps and load only if you accept. You can change your choice any time under Privacy settings.",
    /** On an apartment page, which has the map. */
    mapText:
      "The map on this page comes from Google Maps and loads only if you accept. You can change your choice any time under Privacy settings.",
    accept: "Accept",
    decline: "Decline",
    learnMore: "Privacy policy",
  },
  home: {
    ...inLanguage(siteTexts.home, "en"),
    learnMore: "Learn more",
    guests: "Up to {count} guests",
    opensInNewTab: "(opens in a new tab)",
  },
  apartment: {
    carouselRole: "carousel",
    slideRole: "slide",
    captionRole: "caption",
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
    registrationNumber: "Registration number:",
  },
  embed: {
    loading: "Loading…",
    calendarFailed: "The availability calendar could not be loaded.",
    openBooking: "Open the booking page",
    retry: "Try again",
    failedHint: "Please try again, or open our booking page. You can also reach us directly:",
    noScript: "The calendar and booking tool need JavaScript, which is off here. Book on our provider’s page:",
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
  /** Composed with the facts of guest-info.yaml at build time (app/apartment/guest-questions.ts). */
  guestQuestions: {
    title: "Good to know",
    /** The answer while a fact is not known yet (guest-info.yaml: value null). */
    askUs: "Just ask us: we’ll tell you before you book.",
    sleeping: {
      title: "Sleeping arrangements",
      /** While any room's beds are not known yet: the facts, and whom to ask. */
      unknown:
        "The apartment has {bedrooms} and sleeps up to {guests}. Ask us how the beds are arranged: we’ll tell you before you book.",
      bedroom: "Bedroom {number}",
      living: "Living room",
      double: "{count, plural, one {# double bed} other {# double beds}}",
      single: "{count, plural, one {# single bed} other {# single beds}}",
      sofaBed: "{count, plural, one {# sofa bed} other {# sofa beds}}",
      bunk: "{count, plural, one {# bunk bed} other {# bunk beds}}",
      cot: "{count, plural, one {# baby cot} other {# baby cots}}",
      withWidth: "{bed} ({width} cm)",
    },
    /** {floor}: counted as in Europe (1 = one floor above the ground floor). */
    floor:
      "{floor, selectordinal, =1 {first floor} =2 {second floor} =3 {third floor} =4 {fourth floor} =5 {fifth floor} =6 {sixth floor} one {#st floor} two {#nd floor} few {#rd floor} other {#th floor}}",
    route: {
      train: "the {lines} to {stop}",
      sbahn: "the S-Bahn {lines} to {stop}",
      ubahn: "the {lines} to {stop}",
      tram: "the {lines} tram to {stop}",
      then: ", then ",
    },
    floorAndLift: {
      question: "Which floor is the apartment on, and is there a lift?",
      groundFloor: "The apartment is on the ground floor.",
      lift: "The apartment is on the {floor}, and the building has a lift.",
      stairs: "The apartment is on the {floor} and there’s no lift, so be ready to carry your luggage up the stairs.",
    },
    airConditioning: {
      question: "Is there air conditioning?",
      airConditioning: "Yes, the apartment has air conditioning.",
      fan: "There’s no air conditioning, but a fan is provided for hot days.",
      none: "There’s no air conditioning.",
      heated: "In the colder months the apartment is heated.",
      notHeated: "Please note that the apartment has no heating.",
    },
    parking: {
      question: "Is there parking?",
      street: "The apartment has no parking space of its own, so you’d park on the public streets nearby.",
      private: "Yes, there’s a parking space for guests. Please let us know in advance if you’re coming by car.",
    },
    luggage: {
      question: "Can I leave my luggage before check-in or after check-out?",
      yes: "Yes. Check-in is from {checkIn} and check-out by {checkOut}; tell us your times and you can leave your bags before or after.",
      onRequest:
        "Check-in is from {checkIn} and check-out by {checkOut}. If you arrive earlier or leave later, ask us and we’ll try to find a place for your bags.",
      no: "We’re sorry, we can’t store luggage before check-in at {checkIn} or after check-out at {checkOut}.",
      unknown:
        "Check-in is from {checkIn} and check-out by {checkOut}. If you’d like to drop off your bags earlier or pick them up later, please ask us before you travel.",
    },
    fromBer: {
      question: "How do I get there from BER airport?",
      known: "From BER, take {route}; the apartment is a few minutes’ walk from there.",
      unknown:
        "BER is well connected to the city centre by train and S-Bahn; ask us and we’ll send you the best route.",
      ticket: "A ticket for fare zones ABC covers the whole journey.",
    },
    fromHauptbahnhof: {
      question: "How do I get there from Berlin Hauptbahnhof?",
      known: "From Hauptbahnhof, take {route}; the apartment is a few minutes’ walk from there.",
      unknown: "Ask us and we’ll send you the best route from Hauptbahnhof.",
    },
    cityTax: {
      question: "Is there a city tax?",
      answer:
        "Yes. Berlin charges a city tax (Übernachtungsteuer) of {cityTax} of the net price of your stay, for private and business trips alike; we show it separately and pay it to the tax office.",
    },
    longStay: {
      question: "Can I stay for a month or longer?",
      answer:
        "Yes, stays of {longStayDays} nights or longer are possible, and you book them like any other stay. If you have questions about a longer stay, just get in touch.",
    },
    pets: {
      question: "Can I bring my pet?",
      allowed: "Yes, pets are welcome. Please tell us about yours when you book.",
      notAllowed: "Sorry, pets aren’t allowed in the apartment.",
    },
    smoking: {
      question: "Can I smoke in the apartment?",
      allowed: "Smoking is allowed in the apartment.",
      notAllowed:
        "No. Smoking is not allowed anywhere in the apartment, not even at an open window, and that includes e-cigarettes and vapes.",
    },
  },
};

export type Messages = typeof en;
