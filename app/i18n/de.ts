import type { Messages } from "./en";

/** German UI strings. */
export const de: Messages = {
  meta: {
    homeTitle: "Ferienwohnungen in Prenzlauer Berg und Mitte",
    homeDescription:
      "Zwei möblierte Ferienwohnungen in Berlin für bis zu {maxGuests} Gäste: am Zionskirchplatz in Prenzlauer Berg und in der Bernauer Straße in Mitte. Direkt buchen.",
    pbergTitle: "Ferienwohnung Zionskirchplatz, Prenzlauer Berg",
    pbergDescription:
      "{size}, {bedrooms}, {bathrooms} und eigener Fitnessraum am Zionskirchplatz in Prenzlauer Berg, für bis zu {guests} Gäste. Fotos, Ausstattung, freie Termine.",
    mitteTitle: "Ferienwohnung Bernauer Straße, Mitte",
    mitteDescription:
      "{size} mit {bedrooms} in der Bernauer Straße in Mitte, an der Gedenkstätte Berliner Mauer, für bis zu {guests} Gäste. Fotos, Ausstattung, freie Termine.",
    bookingTitle: "Ihren Aufenthalt buchen",
    bookingDescription:
      "Wählen Sie die Wohnung am Zionskirchplatz oder in der Bernauer Straße, prüfen Sie freie Termine und buchen Sie Ihren Aufenthalt in Berlin direkt bei uns.",
    bookingPbergTitle: "Wohnung am Zionskirchplatz buchen",
    bookingPbergDescription:
      "Freie Termine prüfen und die Wohnung am Zionskirchplatz in Prenzlauer Berg ({size}, bis zu {guests} Gäste) direkt bei uns buchen. Check-in ab {checkIn} Uhr.",
    bookingMitteTitle: "Wohnung in der Bernauer Straße buchen",
    bookingMitteDescription:
      "Freie Termine prüfen und die Wohnung in der Bernauer Straße ({size}, bis zu {guests} Gäste) an der Gedenkstätte Berliner Mauer direkt bei uns buchen.",
    agbTitle: "Hausordnung und AGB",
    agbDescription:
      "Hausordnung, Storno- und Zahlungsbedingungen für unsere zwei Ferienwohnungen in Berlin, mit Check-in ab {checkIn} Uhr und Check-out bis {checkOut} Uhr.",
    impressumTitle: "Impressum",
    impressumDescription:
      "Impressum von {siteName}: wer die zwei Ferienwohnungen in Berlin vermietet, mit Anschrift, E-Mail-Adresse und Telefonnummer.",
    datenschutzTitle: "Datenschutzerklärung",
    datenschutzDescription:
      "Wie diese Website und unsere Buchungen mit Ihren Daten umgehen: Hosting, das Buchungstool von Smoobu, Google Maps, Speicherfristen und Ihre Rechte.",
    notFoundTitle: "Seite nicht gefunden",
  },
  facts: {
    bedrooms: "{count, plural, one {# Schlafzimmer} other {# Schlafzimmer}}",
    bathrooms: "{count, plural, one {# Badezimmer} other {# Badezimmer}}",
  },
  nav: {
    skipToContent: "Zum Inhalt springen",
    mainNavigation: "Hauptnavigation",
    home: "Startseite",
    properties: "Unterkünfte",
    pberg: "PBerg",
    mitte: "Mitte",
    bookNow: "Jetzt buchen",
    language: "Sprache",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    menuTitle: "Menü",
  },
  stay: {
    checkIn: "Check-in ab {checkIn} Uhr",
    checkOut: "Check-out bis {checkOut} Uhr",
    freeCancellation: "Kostenlos stornierbar bis {freeCancellationDays} Tage vor dem Anreisetag, {checkIn} Uhr",
    lateCancellation: "Bei späterer Stornierung oder Nichtanreise ist der volle Preis zu zahlen",
    payment:
      "Zahlung des Gesamtbetrags spätestens {paymentDueDays} Tage vor dem Anreisetag, bei kurzfristiger Buchung sofort nach der Bestätigung",
    termsTitle: "Gut zu wissen",
    termsLink: "Alle Bedingungen und die Hausordnung",
    summaryTitle: "Ihr Aufenthalt",
    chooseTitle: "Wählen Sie Ihre Wohnung",
  },
  contact: {
    title: "Fragen vor der Buchung?",
    whatsappUs: "Nachricht per WhatsApp",
  },
  footer: {
    tagline: "Zwei ruhige, möblierte Wohnungen im Herzen Berlins – für Städtereisen und längere Aufenthalte.",
    quickLinks: "Entdecken",
    home: "Startseite",
    prenzlauerBerg: "Prenzlauer Berg",
    mitte: "Mitte",
    legal: "Rechtliches",
    impressum: "Impressum",
    datenschutz: "Datenschutzerklärung",
    agb: "Hausordnung & AGB",
    privacySettings: "Datenschutz-Einstellungen",
    copyright: "© {year} {siteName}. Alle Rechte vorbehalten.",
  },
  cookie: {
    title: "Ihre Privatsphäre",
    text: "Inhalte anderer Anbieter werden nur geladen, wenn Sie zustimmen. Ihre Wahl ändern Sie jederzeit unter „Datenschutz-Einstellungen“.",
    mapText:
      "Die Karte auf dieser Seite kommt von Google Maps und wird nur geladen, wenn Sie zustimmen. Ihre Wahl ändern Sie jederzeit unter „Datenschutz-Einstellungen“.",
    accept: "Akzeptieren",
    decline: "Ablehnen",
    learnMore: "Datenschutzerklärung",
  },
  home: {
    heroTitle: "Ihr Zuhause im Herzen Berlins",
    heroText:
      "Zwei möblierte Wohnungen in Prenzlauer Berg und Mitte, nur wenige Schritte von Cafés, Parks und der Gedenkstätte Berliner Mauer entfernt. Buchen Sie direkt bei uns – für ein Wochenende oder einen ganzen Monat.",
    apartmentsTitle: "Unsere Wohnungen",
    apartmentsText: "Beide Wohnungen bieten Self-Check-in, schnelles WLAN und eine voll ausgestattete Küche.",
    learnMore: "Mehr erfahren",
    guests: "Bis zu {count} Gäste",
    opensInNewTab: "(öffnet in neuem Tab)",
    highlightsTitle: "Was Sie bei uns erwartet",
    highlights: {
      selfCheckIn: {
        title: "Self-Check-in",
        text: "Anreise ab {checkIn} Uhr ganz nach Ihrem Zeitplan: Zahlenschloss statt Schlüsselübergabe.",
      },
      longStays: {
        title: "Lange Aufenthalte willkommen",
        text: "Aufenthalte von {longStayDays} Nächten oder länger, mit Waschmaschine und richtigem Arbeitsplatz.",
      },
      wifi: {
        title: "Schnelles WLAN",
        text: "Zuverlässiges Internet und ein Smart-TV mit Streaming in beiden Wohnungen.",
      },
      direct: {
        title: "Direkt buchen",
        text: "Verfügbarkeit live prüfen und sicher direkt bei uns buchen.",
      },
    },
  },
  property: {
    carouselRole: "Karussell",
    slideRole: "Bild",
    photos: "Fotos der Wohnung {title}",
    slide: "Foto {current} von {total}",
    previousPhoto: "Vorheriges Foto",
    nextPhoto: "Nächstes Foto",
    openPhoto: "Foto {current} von {total} öffnen: {alt}",
    showAllPhotos: "Alle {total} Fotos anzeigen",
    viewerLabel: "Fotoansicht",
    viewerClose: "Fotoansicht schließen",
    viewerPrevious: "Vorheriges Foto",
    viewerNext: "Nächstes Foto",
    facts: "Auf einen Blick",
    bedrooms: "{count} Schlafzimmer",
    bedroom: "1 Schlafzimmer",
    bathrooms: "{count} Badezimmer",
    bathroom: "1 Badezimmer",
    entertainment: "Smart-TV",
    freeWifi: "Kostenloses WLAN",
    gym: "Eigener Fitnessraum",
    about: "Über diese Wohnung",
    features: "Das Besondere",
    amenities: "Ausstattung",
    availability: "Verfügbarkeit",
    availabilityText:
      "Wählen Sie Ihre Reisedaten im Kalender und buchen Sie anschließend sicher über unsere Buchungsseite.",
    bookThis: "{title} buchen",
    location: "Lage",
    surroundings: "In der Umgebung",
    registrationNumber: "Registriernummer",
  },
  embed: {
    loading: "Wird geladen …",
    calendarFailed: "Der Verfügbarkeitskalender konnte nicht geladen werden.",
    openBooking: "Buchungsseite öffnen",
    retry: "Erneut versuchen",
    failedHint: "Bitte versuchen Sie es erneut oder öffnen Sie unsere Buchungsseite. Sie erreichen uns auch direkt:",
    calendarRegion: "Verfügbarkeitskalender",
    calendarFrameTitle: "Verfügbarkeitskalender: {apartment}",
    calendarLoading: "Der Verfügbarkeitskalender wird geladen …",
    calendarReady: "Der Verfügbarkeitskalender ist bereit.",
    previousMonth: "Vorheriger Monat",
    nextMonth: "Nächster Monat",
    emailUs: "E-Mail an {email}",
    callUs: "Anrufen: {phone}",
  },
  map: {
    title: "Karte: {address}",
    placeholder:
      "Die Karte wird von Google Maps bereitgestellt. Sie wird erst geladen, wenn Sie es erlauben; Google erhält dann Ihre IP-Adresse.",
    load: "Karte laden",
    openInGoogleMaps: "In Google Maps öffnen",
  },
  booking: {
    title: "Ihren Aufenthalt buchen",
    text: "Wählen Sie eine Wohnung und Ihre Reisedaten und buchen Sie sicher. Sie erhalten eine Bestätigung per E-Mail.",
    selectLabel: "Unterkunft",
    selectPlaceholder: "Unterkunft auswählen",
    all: "Alle Unterkünfte",
    mitte: "Bernauer Straße",
    pberg: "Zionskirchplatz",
    toolTitle: "Buchungstool",
    bookingFailed: "Das Buchungstool konnte nicht geladen werden.",
    bookingFailedHint:
      "Bitte versuchen Sie es erneut oder öffnen Sie die Buchungsseite in einem neuen Tab. Sie können auch direkt bei uns buchen:",
    bookingFrameTitle: "Buchungstool",
    openProviderBooking: "Buchungsseite in neuem Tab öffnen",
  },
  legal: {
    lastUpdated: "Stand: {date}",
    contents: "Inhalt",
  },
  notFound: {
    title: "Seite nicht gefunden",
    text: "Die gesuchte Seite existiert nicht oder wurde verschoben.",
    backHome: "Zurück zur Startseite",
  },
};
