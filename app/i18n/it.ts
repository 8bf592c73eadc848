import type { Messages } from "./en";

/** Italian UI strings. */
export const it: Messages = {
  meta: {
    homeTitle: "Appartamenti vacanza a Prenzlauer Berg e Mitte",
    homeDescription:
      "Due appartamenti arredati a Berlino per un massimo di {maxGuests} ospiti, in Zionskirchplatz a Prenzlauer Berg e in Bernauer Strasse a Mitte. Prenotazione diretta.",
    pbergTitle: "Appartamento Zionskirchplatz, Prenzlauer Berg",
    pbergDescription:
      "{size}, {bedrooms}, {bathrooms} e palestra privata in Zionskirchplatz, a Prenzlauer Berg, per un massimo di {guests} ospiti. Foto, servizi e disponibilità.",
    mitteTitle: "Appartamento Bernauer Strasse, Mitte",
    mitteDescription:
      "{size} con {bedrooms} in Bernauer Strasse, a Mitte, accanto al Memoriale del Muro di Berlino, per un massimo di {guests} ospiti. Foto, servizi e disponibilità.",
    bookingTitle: "Prenoti il Suo soggiorno",
    bookingDescription:
      "Scelga l’appartamento Zionskirchplatz o Bernauer Strasse, verifichi la disponibilità in tempo reale e prenoti il Suo soggiorno a Berlino direttamente da noi.",
    bookingPbergTitle: "Prenotare l’appartamento Zionskirchplatz",
    bookingPbergDescription:
      "Verifichi le date e prenoti direttamente l’appartamento Zionskirchplatz a Prenzlauer Berg ({size}, fino a {guests} ospiti). Check-in dalle {checkIn}.",
    bookingMitteTitle: "Prenotare l’appartamento Bernauer Strasse",
    bookingMitteDescription:
      "Verifichi le date e prenoti direttamente l’appartamento Bernauer Strasse a Mitte ({size}, fino a {guests} ospiti), accanto al Memoriale del Muro.",
    agbTitle: "Regole della casa e condizioni",
    agbDescription:
      "Regole della casa, condizioni di cancellazione e di pagamento dei nostri due appartamenti a Berlino, con check-in dalle {checkIn} e check-out entro le {checkOut}.",
    impressumTitle: "Note legali",
    impressumDescription:
      "Note legali (Impressum) di {siteName}: chi affitta i due appartamenti vacanza a Berlino, con indirizzo postale, e-mail e numero di telefono.",
    datenschutzTitle: "Informativa sulla privacy",
    datenschutzDescription:
      "Come questo sito e le nostre prenotazioni trattano i Suoi dati personali: hosting, sistema di prenotazione Smoobu, Google Maps, conservazione e diritti.",
    notFoundTitle: "Pagina non trovata",
  },
  facts: {
    bedrooms: "{count, plural, one {# camera da letto} other {# camere da letto}}",
    bathrooms: "{count, plural, one {# bagno} other {# bagni}}",
  },
  nav: {
    skipToContent: "Vai al contenuto",
    mainNavigation: "Navigazione principale",
    home: "Home",
    properties: "Alloggi",
    pberg: "PBerg",
    mitte: "Mitte",
    bookNow: "Prenota",
    language: "Lingua",
    openMenu: "Apri il menu",
    closeMenu: "Chiudi il menu",
    menuTitle: "Menu",
  },
  rooms: {
    living: "Soggiorno",
    bedroom: "{count, plural, one {Camera da letto} other {Camere da letto}}",
    kitchen: "Cucina",
    bathroom: "{count, plural, one {Bagno} other {Bagni}}",
    dining: "Zona pranzo",
    workspace: "Zona lavoro",
    gym: "Palestra",
    balcony: "Balcone",
    outside: "Palazzo e quartiere",
    hallway: "Ingresso",
  },
  stay: {
    checkIn: "Check-in dalle {checkIn}",
    checkOut: "Check-out entro le {checkOut}",
    freeCancellation:
      "Cancellazione gratuita fino a {freeCancellationDays} giorni prima del giorno di arrivo, ore {checkIn}",
    lateCancellation: "Cancellazione successiva o mancato arrivo: è dovuto l’intero prezzo",
    payment:
      "Pagamento dell’importo totale entro {paymentDueDays} giorni prima dell’arrivo; per prenotazioni con preavviso più breve, alla conferma",
    termsTitle: "Buono a sapersi",
    termsLink: "Condizioni generali e regolamento della casa",
    summaryTitle: "Il Suo soggiorno",
    chooseTitle: "Scelga il Suo appartamento",
  },
  contact: {
    title: "Ha domande prima di prenotare?",
    whatsappUs: "Ci scriva su WhatsApp",
  },
  footer: {
    tagline:
      "Due case arredate e tranquille nel cuore di Berlino, per una breve vacanza in città o un soggiorno più lungo.",
    quickLinks: "Da scoprire",
    home: "Home",
    prenzlauerBerg: "Prenzlauer Berg",
    mitte: "Mitte",
    legal: "Informazioni legali",
    impressum: "Note legali",
    datenschutz: "Informativa sulla privacy",
    agb: "Regole della casa e condizioni",
    privacySettings: "Impostazioni privacy",
    copyright: "© {year} {siteName}. Tutti i diritti riservati.",
  },
  cookie: {
    title: "La Sua privacy",
    text: "I contenuti di altri fornitori si caricano solo se accetta. Può cambiare la Sua scelta quando vuole da «Impostazioni privacy».",
    mapText:
      "La mappa in questa pagina viene da Google Maps e si carica solo se accetta. Può cambiare la Sua scelta quando vuole da «Impostazioni privacy».",
    accept: "Accetta",
    decline: "Rifiuta",
    learnMore: "Informativa sulla privacy",
  },
  home: {
    heroTitle: "La Sua casa nel cuore di Berlino",
    heroText:
      "Due appartamenti arredati a Prenzlauer Berg e Mitte, a pochi passi da caffè, parchi e dal Memoriale del Muro di Berlino. Prenoti direttamente da noi, per un fine settimana o per un mese.",
    apartmentsTitle: "I nostri appartamenti",
    apartmentsText:
      "Entrambi gli appartamenti hanno self check-in, Wi-Fi veloce e una cucina completamente attrezzata.",
    learnMore: "Scopri di più",
    guests: "Fino a {count} ospiti",
    opensInNewTab: "(si apre in una nuova scheda)",
    highlightsTitle: "Perché soggiornare da noi",
    highlights: {
      selfCheckIn: {
        title: "Check-in autonomo",
        text: "Arrivo dalle {checkIn}, con i Suoi tempi: serratura a codice, nessuna consegna delle chiavi.",
      },
      longStays: {
        title: "Soggiorni lunghi benvenuti",
        text: "Soggiorni di {longStayDays} notti o più, con lavatrice e una vera postazione di lavoro.",
      },
      wifi: {
        title: "Wi-Fi veloce",
        text: "Connessione affidabile e una Smart TV con streaming in entrambi gli appartamenti.",
      },
      direct: {
        title: "Prenotazione diretta",
        text: "Verifichi la disponibilità in tempo reale e prenoti in sicurezza, direttamente da noi.",
      },
    },
  },
  property: {
    carouselRole: "carosello",
    slideRole: "diapositiva",
    photos: "Foto dell’appartamento {title}",
    slide: "Foto {current} di {total}",
    previousPhoto: "Foto precedente",
    nextPhoto: "Foto successiva",
    showAllPhotos: "Mostra tutte le {total} foto",
    viewerLabel: "Visualizzatore foto",
    viewerClose: "Chiudi il visualizzatore foto",
    viewerPrevious: "Foto precedente",
    viewerNext: "Foto successiva",
    facts: "In breve",
    bedrooms: "{count} camere da letto",
    bedroom: "1 camera da letto",
    bathrooms: "{count} bagni",
    bathroom: "1 bagno",
    entertainment: "Smart TV",
    freeWifi: "Wi-Fi gratuito",
    gym: "Palestra privata",
    about: "L’appartamento",
    features: "Punti di forza",
    amenities: "Servizi",
    availability: "Disponibilità",
    availabilityText: "Scelga le date nel calendario, poi prenoti in modo sicuro dalla nostra pagina di prenotazione.",
    bookThis: "Prenota {title}",
    location: "Posizione",
    surroundings: "Nei dintorni",
    registrationNumber: "Numero di registrazione",
  },
  embed: {
    loading: "Caricamento…",
    calendarFailed: "Non è stato possibile caricare il calendario delle disponibilità.",
    openBooking: "Apri la pagina di prenotazione",
    retry: "Riprova",
    failedHint: "Riprovi oppure apra la nostra pagina di prenotazione. Può anche contattarci direttamente:",
    calendarRegion: "Calendario delle disponibilità",
    calendarFrameTitle: "Calendario delle disponibilità: {apartment}",
    calendarLoading: "Caricamento del calendario delle disponibilità…",
    calendarReady: "Il calendario delle disponibilità è pronto.",
    previousMonth: "Mese precedente",
    nextMonth: "Mese successivo",
    emailUs: "Scrivi a {email}",
    callUs: "Chiama il {phone}",
  },
  map: {
    title: "Mappa di {address}",
    placeholder:
      "La mappa è fornita da Google Maps. Viene caricata solo se Lei lo consente, e in quel caso Google riceve il Suo indirizzo IP.",
    load: "Carica mappa",
    openInGoogleMaps: "Apri in Google Maps",
  },
  booking: {
    title: "Prenoti il Suo soggiorno",
    text: "Scelga un appartamento e le date, poi prenoti in modo sicuro. Riceverà una conferma via e-mail.",
    selectLabel: "Alloggio",
    selectPlaceholder: "Seleziona alloggio",
    all: "Tutti gli alloggi",
    mitte: "Bernauer Strasse",
    pberg: "Zionskirchplatz",
    toolTitle: "Sistema di prenotazione",
    bookingFailed: "Non è stato possibile caricare il sistema di prenotazione.",
    bookingFailedHint:
      "Riprovi oppure apra la pagina di prenotazione in una nuova scheda. Può anche prenotare direttamente da noi:",
    bookingFrameTitle: "Sistema di prenotazione",
    openProviderBooking: "Apri la pagina di prenotazione in una nuova scheda",
  },
  legal: {
    lastUpdated: "Ultimo aggiornamento: {date}",
    contents: "Indice",
  },
  notFound: {
    title: "Pagina non trovata",
    text: "La pagina che cerca non esiste o è stata spostata.",
    backHome: "Torna alla home page",
  },
};
