import { inLanguage, siteTexts } from "../content/site-texts";
import type { Messages } from "./en";

export const de: Messages = {
  meta: { ...inLanguage(siteTexts.pages, "de"), notFoundTitle: "Seite nicht gefunden" },
  facts: {
    bedrooms: "{count, plural, one {# Schlafzimmer} other {# Schlafzimmer}}",
    bathrooms: "{count, plural, one {# Badezimmer} other {# Badezimmer}}",
  },
  nav: {
    skipToContent: "Zum Inhalt springen",
    mainNavigation: "Hauptnavigation",
    home: "Startseite",
    apartments: "Unterkünfte",
    bookNow: "Jetzt buchen",
    language: "Sprache",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    menuTitle: "Menü",
  },
  rooms: {
    living: "Wohnzimmer",
    bedroom: "Schlafzimmer",
    kitchen: "Küche",
    bathroom: "{count, plural, one {Bad} other {Bäder}}",
    dining: "Essbereich",
    workspace: "Arbeitsplatz",
    gym: "Fitnessraum",
    balcony: "Balkon",
    outside: "Haus & Umgebung",
    hallway: "Flur",
  },
  stay: {
    checkIn: "Check-in ab {checkIn} Uhr",
    checkOut: "Check-out bis {checkOut} Uhr",
    freeCancellation: "Kostenlos stornierbar bis {checkIn} Uhr, {freeCancellationDays} Tage vor dem Anreisetag",
    lateCancellation:
      "Bei späterer Stornierung oder Nichtanreise ist der volle Preis zu zahlen, abzüglich ersparter Kosten und Einnahmen aus anderweitiger Vermietung",
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
    tagline: siteTexts.footer.tagline.de,
    quickLinks: "Entdecken",
    home: "Startseite",
    legal: "Rechtliches",
    impressum: "Impressum",
    datenschutz: "Datenschutzerklärung",
    agb: "Hausordnung & AGB",
    privacySettings: "Datenschutz-Einstellungen",
    copyright: "© {year} {siteName}. Alle Rechte vorbehalten.",
  },
  cookie: {
    title: "Ihre Privatsphäre",
    text: "Google Maps auf unseren Wohnungsseiten wird nur mit Ihrer Zustimmung geladen. Ihre Wahl ändern Sie jederzeit unter „Datenschutz-Einstellungen“.",
    mapText:
      "Die Karte von Google Maps wird nur mit Ihrer Zustimmung geladen. Ihre Wahl ändern Sie jederzeit unter „Datenschutz-Einstellungen“.",
    accept: "Akzeptieren",
    decline: "Ablehnen",
    learnMore: "Datenschutzerklärung",
  },
  home: {
    ...inLanguage(siteTexts.home, "de"),
    learnMore: "Mehr erfahren",
    guests: "Bis zu {count} Gäste",
    opensInNewTab: "(öffnet in neuem Tab)",
  },
  apartment: {
    carouselRole: "Karussell",
    slideRole: "Bild",
    captionRole: "Bildunterschrift",
    photos: "Fotos der Wohnung {title}",
    slide: "Foto {current} von {total}",
    previousPhoto: "Vorheriges Foto",
    nextPhoto: "Nächstes Foto",
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
    registrationNumber: "Registriernummer:",
  },
  embed: {
    loading: "Wird geladen …",
    calendarFailed: "Der Verfügbarkeitskalender konnte nicht geladen werden.",
    openBooking: "Buchungsseite öffnen",
    retry: "Erneut versuchen",
    failedHint: "Bitte versuchen Sie es erneut oder öffnen Sie unsere Buchungsseite. Sie erreichen uns auch direkt:",
    noScript:
      "Kalender und Buchungstool benötigen JavaScript, das hier ausgeschaltet ist. Buchen Sie auf der Seite unseres Anbieters:",
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
  guestQuestions: {
    title: "Gut zu wissen",
    askUs: "Fragen Sie uns einfach: Wir sagen es Ihnen vor der Buchung.",
    sleeping: {
      title: "Schlafplätze",
      unknown:
        "Die Wohnung hat {bedrooms} und Platz für bis zu {guests} Gäste. Wie die Betten verteilt sind, sagen wir Ihnen gern vor der Buchung.",
      bedroom: "Schlafzimmer {number}",
      living: "Wohnzimmer",
      double: "{count, plural, one {# Doppelbett} other {# Doppelbetten}}",
      single: "{count, plural, one {# Einzelbett} other {# Einzelbetten}}",
      sofaBed: "{count, plural, one {# Schlafsofa} other {# Schlafsofas}}",
      bunk: "{count, plural, one {# Etagenbett} other {# Etagenbetten}}",
      cot: "{count, plural, one {# Babybett} other {# Babybetten}}",
      withWidth: "{bed} ({width} cm)",
    },
    floor: "{floor, plural, other {#. Stock}}",
    route: {
      train: "mit dem {lines} bis {stop}",
      sbahn: "mit der S-Bahn {lines} bis {stop}",
      ubahn: "mit der {lines} bis {stop}",
      tram: "mit der Tram {lines} bis {stop}",
      then: ", dann ",
    },
    floorAndLift: {
      question: "In welchem Stock liegt die Wohnung, und gibt es einen Aufzug?",
      groundFloor: "Die Wohnung liegt im Erdgeschoss.",
      lift: "Die Wohnung liegt im {floor}, und das Haus hat einen Aufzug.",
      stairs:
        "Die Wohnung liegt im {floor}, und es gibt keinen Aufzug: Ihr Gepäck tragen Sie also über die Treppe nach oben.",
    },
    airConditioning: {
      question: "Gibt es eine Klimaanlage?",
      airConditioning: "Ja, die Wohnung hat eine Klimaanlage.",
      fan: "Eine Klimaanlage gibt es nicht, für heiße Tage steht aber ein Ventilator bereit.",
      none: "Eine Klimaanlage gibt es nicht.",
      heated: "In der kalten Jahreszeit ist die Wohnung beheizt.",
      notHeated: "Bitte beachten Sie: Die Wohnung hat keine Heizung.",
    },
    parking: {
      question: "Gibt es einen Parkplatz?",
      street: "Einen eigenen Stellplatz hat die Wohnung nicht; Sie parken auf öffentlichen Straßen in der Umgebung.",
      private:
        "Ja, für Gäste gibt es einen Stellplatz. Sagen Sie uns bitte vorher Bescheid, wenn Sie mit dem Auto kommen.",
    },
    luggage: {
      question: "Kann ich mein Gepäck vor dem Check-in oder nach dem Check-out abstellen?",
      yes: "Ja. Check-in ist ab {checkIn} Uhr, Check-out bis {checkOut} Uhr; nennen Sie uns Ihre Zeiten, dann können Sie Ihr Gepäck vorher oder nachher abstellen.",
      onRequest:
        "Check-in ist ab {checkIn} Uhr, Check-out bis {checkOut} Uhr. Wenn Sie früher ankommen oder später abreisen, fragen Sie uns – wir versuchen, einen Platz für Ihr Gepäck zu finden.",
      no: "Leider können wir vor dem Check-in um {checkIn} Uhr und nach dem Check-out um {checkOut} Uhr kein Gepäck aufbewahren.",
      unknown:
        "Check-in ist ab {checkIn} Uhr, Check-out bis {checkOut} Uhr. Möchten Sie Ihr Gepäck früher abstellen oder später abholen, fragen Sie uns bitte vor der Reise.",
    },
    fromBer: {
      question: "Wie komme ich vom Flughafen BER zur Wohnung?",
      known: "Vom Flughafen BER fahren Sie {route}; von dort sind es nur wenige Gehminuten bis zur Wohnung.",
      unknown:
        "Der BER ist per Regionalzug und S-Bahn gut an die Innenstadt angebunden; fragen Sie uns, wir schicken Ihnen die beste Verbindung.",
      ticket: "Ein Ticket für die Tarifbereiche ABC gilt für die ganze Fahrt.",
    },
    fromHauptbahnhof: {
      question: "Wie komme ich vom Berliner Hauptbahnhof zur Wohnung?",
      known: "Vom Hauptbahnhof fahren Sie {route}; von dort sind es nur wenige Gehminuten bis zur Wohnung.",
      unknown: "Fragen Sie uns, wir schicken Ihnen die beste Verbindung vom Hauptbahnhof.",
    },
    cityTax: {
      question: "Fällt eine City Tax an?",
      answer:
        "Ja. Berlin erhebt eine Übernachtungsteuer von {cityTax} des Nettoübernachtungspreises, für private wie für berufliche Reisen; wir weisen sie gesondert aus und führen sie an das Finanzamt ab.",
    },
    longStay: {
      question: "Kann ich einen Monat oder länger bleiben?",
      answer:
        "Ja, Aufenthalte von {longStayDays} Nächten oder länger sind möglich und werden wie jeder andere Aufenthalt gebucht. Bei Fragen zu einem längeren Aufenthalt melden Sie sich gern bei uns.",
    },
    pets: {
      question: "Darf ich mein Haustier mitbringen?",
      allowed: "Ja, Haustiere sind willkommen. Bitte geben Sie bei der Buchung an, welches Tier Sie mitbringen.",
      notAllowed: "Haustiere sind in der Wohnung leider nicht erlaubt.",
    },
    smoking: {
      question: "Darf man in der Wohnung rauchen?",
      allowed: "In der Wohnung darf geraucht werden.",
      notAllowed:
        "Nein. In der Wohnung gilt ein vollständiges Rauchverbot, auch am offenen Fenster und auch für E-Zigaretten und Verdampfer.",
    },
  },
};
