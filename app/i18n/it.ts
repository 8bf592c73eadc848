import { inLanguage, siteTexts } from "../content/site-texts";
import type { Messages } from "./en";

/** Italian UI strings. */
export const it: Messages = {
  meta: { ...inLanguage(siteTexts.pages, "it"), notFoundTitle: "Pagina non trovata" },
  facts: {
    bedrooms: "{count, plural, one {# camera da letto} other {# camere da letto}}",
    bathrooms: "{count, plural, one {# bagno} other {# bagni}}",
  },
  nav: {
    skipToContent: "Vai al contenuto",
    mainNavigation: "Navigazione principale",
    home: "Home",
    apartments: "Alloggi",
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
      "Cancellazione gratuita fino alle ore {checkIn}, {freeCancellationDays} giorni prima del giorno di arrivo",
    lateCancellation:
      "Cancellazione successiva o mancato arrivo: è dovuto l’intero prezzo, meno le spese risparmiate e gli incassi da un’altra locazione",
    payment:
      "Pagamento dell’importo totale entro {paymentDueDays} giorni prima dell’arrivo; per prenotazioni con preavviso più breve, alla conferma",
    termsTitle: "Buono a sapersi",
    termsLink: "Condizioni generali e regole della casa",
    summaryTitle: "Il Suo soggiorno",
    chooseTitle: "Scelga il Suo appartamento",
  },
  contact: {
    title: "Ha domande prima di prenotare?",
    whatsappUs: "Ci scriva su WhatsApp",
  },
  footer: {
    tagline: siteTexts.footer.tagline.it,
    quickLinks: "Da scoprire",
    home: "Home",
    legal: "Informazioni legali",
    impressum: "Note legali",
    datenschutz: "Informativa sulla privacy",
    agb: "Regole della casa e condizioni",
    privacySettings: "Impostazioni privacy",
    copyright: "© {year} {siteName}. Tutti i diritti riservati.",
  },
  cookie: {
    title: "La Sua privacy",
    text: "Google Maps, nelle pagine degli appartamenti, si carica solo se accetta. Può cambiare la Sua scelta quando vuole da «Impostazioni privacy».",
    mapText:
      "La mappa in questa pagina viene da Google Maps e si carica solo se accetta. Può cambiare la Sua scelta quando vuole da «Impostazioni privacy».",
    accept: "Accetta",
    decline: "Rifiuta",
    learnMore: "Informativa sulla privacy",
  },
  home: {
    ...inLanguage(siteTexts.home, "it"),
    learnMore: "Scopri di più",
    guests: "Fino a {count} ospiti",
    opensInNewTab: "(si apre in una nuova scheda)",
  },
  apartment: {
    carouselRole: "carosello",
    slideRole: "diapositiva",
    captionRole: "didascalia",
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
    registrationNumber: "Numero di registrazione:",
  },
  embed: {
    loading: "Caricamento…",
    calendarFailed: "Non è stato possibile caricare il calendario delle disponibilità.",
    openBooking: "Apri la pagina di prenotazione",
    retry: "Riprova",
    failedHint: "Riprovi oppure apra la nostra pagina di prenotazione. Può anche contattarci direttamente:",
    noScript:
      "Il calendario e la prenotazione richiedono JavaScript, qui disattivato. Prenoti sulla pagina del nostro fornitore:",
    calendarRegion: "Calendario delle disponibilità",
    calendarFrameTitle: "Calendario delle disponibilità: {apartment}",
    calendarLoading: "Caricamento del calendario delle disponibilità…",
    calendarReady: "Il calendario delle disponibilità è pronto.",
    previousMonth: "Mese precedente",
    nextMonth: "Mese successivo",
    emailUs: "Ci scriva a {email}",
    callUs: "Ci chiami al {phone}",
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
    toolTitle: "Strumento di prenotazione",
    bookingFailed: "Non è stato possibile caricare lo strumento di prenotazione.",
    bookingFailedHint:
      "Riprovi oppure apra la pagina di prenotazione in una nuova scheda. Può anche prenotare direttamente da noi:",
    bookingFrameTitle: "Strumento di prenotazione",
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
  /** What guests ask before booking (apartment pages), composed with the facts of guest-info.yaml at build time (app/apartment/guest-questions.ts). */
  guestQuestions: {
    title: "Buono a sapersi",
    /** The answer while a fact is not known yet (guest-info.yaml: value null). */
    askUs: "Ce lo chieda: glielo diremo prima della prenotazione.",
    sleeping: {
      title: "Posti letto",
      /** While any room's beds are not known yet: the facts, and whom to ask. */
      unknown:
        "L’appartamento ha {bedrooms} e ospita fino a {guests} persone. Ci chieda come sono disposti i letti: glielo diremo prima della prenotazione.",
      bedroom: "Camera da letto {number}",
      living: "Soggiorno",
      double: "{count, plural, one {# letto matrimoniale} other {# letti matrimoniali}}",
      single: "{count, plural, one {# letto singolo} other {# letti singoli}}",
      sofaBed: "{count, plural, one {# divano letto} other {# divani letto}}",
      bunk: "{count, plural, one {# letto a castello} other {# letti a castello}}",
      cot: "{count, plural, one {# culla} other {# culle}}",
      withWidth: "{bed} ({width} cm)",
    },
    /** {floor}: counted as in Europe (1 = one floor above the ground floor). */
    floor:
      "{floor, plural, =1 {primo piano} =2 {secondo piano} =3 {terzo piano} =4 {quarto piano} =5 {quinto piano} =6 {sesto piano} other {#° piano}}",
    /** {route}: the legs of a journey, joined by `then`. */
    route: {
      train: "il {lines} fino a {stop}",
      sbahn: "la S-Bahn {lines} fino a {stop}",
      ubahn: "la {lines} fino a {stop}",
      tram: "il tram {lines} fino a {stop}",
      then: ", poi ",
    },
    floorAndLift: {
      question: "A che piano si trova l’appartamento? C’è l’ascensore?",
      groundFloor: "L’appartamento si trova al piano terra.",
      lift: "L’appartamento si trova al {floor} e il palazzo ha l’ascensore.",
      stairs: "L’appartamento si trova al {floor} e non c’è l’ascensore: i bagagli andranno portati su per le scale.",
    },
    airConditioning: {
      question: "C’è l’aria condizionata?",
      airConditioning: "Sì, l’appartamento ha l’aria condizionata.",
      fan: "L’aria condizionata non c’è, ma per le giornate calde è a disposizione un ventilatore.",
      none: "L’aria condizionata non c’è.",
      heated: "Nei mesi freddi l’appartamento è riscaldato.",
      notHeated: "Tenga presente che l’appartamento non ha il riscaldamento.",
    },
    parking: {
      question: "C’è un parcheggio?",
      street: "L’appartamento non ha un posto auto: si parcheggia sulle strade pubbliche dei dintorni.",
      private: "Sì, c’è un posto auto per gli ospiti. Ci avvisi per tempo se arriva in auto.",
    },
    luggage: {
      question: "Posso lasciare i bagagli prima del check-in o dopo il check-out?",
      yes: "Sì. Il check-in è dalle {checkIn} e il check-out entro le {checkOut}; ci comunichi i Suoi orari e potrà lasciare i bagagli prima o dopo.",
      onRequest:
        "Il check-in è dalle {checkIn} e il check-out entro le {checkOut}. Se arriva prima o riparte più tardi, ce lo chieda: cercheremo un posto per i Suoi bagagli.",
      no: "Purtroppo non possiamo custodire bagagli prima del check-in alle {checkIn} né dopo il check-out alle {checkOut}.",
      unknown:
        "Il check-in è dalle {checkIn} e il check-out entro le {checkOut}. Se desidera lasciare i bagagli prima o ritirarli più tardi, ce lo chieda prima del viaggio.",
    },
    fromBer: {
      question: "Come arrivo dall’aeroporto BER?",
      known: "Dall’aeroporto BER prenda {route}; da lì l’appartamento è a pochi minuti a piedi.",
      unknown:
        "Il BER è ben collegato al centro in treno e in S-Bahn; ce lo chieda e Le manderemo il percorso migliore.",
      ticket: "Un biglietto per le zone ABC vale per tutto il tragitto.",
    },
    fromHauptbahnhof: {
      question: "Come arrivo dalla stazione centrale (Berlin Hauptbahnhof)?",
      known: "Dalla stazione centrale prenda {route}; da lì l’appartamento è a pochi minuti a piedi.",
      unknown: "Ce lo chieda e Le manderemo il percorso migliore dalla stazione centrale.",
    },
    cityTax: {
      question: "C’è una tassa di soggiorno?",
      answer:
        "Sì. Berlino applica una tassa di soggiorno (Übernachtungsteuer) del {cityTax} sul prezzo netto del pernottamento, sia per i viaggi privati sia per quelli di lavoro; la indichiamo a parte e la versiamo al fisco.",
    },
    longStay: {
      question: "Posso restare un mese o più?",
      answer:
        "Sì, i soggiorni di {longStayDays} notti o più sono possibili e si prenotano come tutti gli altri. Per domande su un soggiorno lungo, ci contatti pure.",
    },
    pets: {
      question: "Posso portare il mio animale?",
      allowed: "Sì, gli animali sono i benvenuti. Ci parli del Suo al momento della prenotazione.",
      notAllowed: "Ci dispiace, gli animali non sono ammessi nell’appartamento.",
    },
    smoking: {
      question: "Si può fumare nell’appartamento?",
      allowed: "Nell’appartamento è consentito fumare.",
      notAllowed:
        "No. È vietato fumare in tutto l’appartamento, anche alla finestra aperta, e il divieto vale anche per sigarette elettroniche e vaporizzatori.",
    },
  },
};
