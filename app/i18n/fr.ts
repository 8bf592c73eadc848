import { inLanguage, siteTexts } from "../content/site-texts";
import type { Messages } from "./en";

/** French UI strings. */
export const fr: Messages = {
  meta: { ...inLanguage(siteTexts.pages, "fr"), notFoundTitle: "Page introuvable" },
  facts: {
    bedrooms: "{count, plural, one {# chambre} other {# chambres}}",
    bathrooms: "{count, plural, one {# salle de bains} other {# salles de bains}}",
  },
  nav: {
    skipToContent: "Aller au contenu",
    mainNavigation: "Navigation principale",
    home: "Accueil",
    apartments: "Logements",
    bookNow: "Réserver",
    language: "Langue",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
  },
  rooms: {
    living: "Salon",
    bedroom: "{count, plural, one {Chambre} other {Chambres}}",
    kitchen: "Cuisine",
    bathroom: "{count, plural, one {Salle de bains} other {Salles de bains}}",
    dining: "Coin repas",
    workspace: "Espace de travail",
    gym: "Salle de sport",
    balcony: "Balcon",
    outside: "Immeuble et quartier",
    hallway: "Entrée",
  },
  stay: {
    checkIn: "Arrivée à partir de {checkIn}",
    checkOut: "Départ au plus tard à {checkOut}",
    freeCancellation: "Annulation gratuite jusqu’à {checkIn}, {freeCancellationDays} jours avant le jour d’arrivée",
    lateCancellation:
      "Annulation plus tardive ou non-présentation : le prix total reste dû, moins les frais économisés et les recettes d’une nouvelle location",
    payment:
      "Paiement du montant total au plus tard {paymentDueDays} jours avant l’arrivée, dès la confirmation pour une réservation plus tardive",
    termsTitle: "Bon à savoir",
    termsLink: "Conditions générales et règlement intérieur",
    summaryTitle: "Votre séjour",
    chooseTitle: "Choisissez votre appartement",
  },
  contact: {
    title: "Des questions avant de réserver ?",
    whatsappUs: "Nous écrire sur WhatsApp",
  },
  footer: {
    tagline: siteTexts.footer.tagline.fr,
    quickLinks: "Découvrir",
    home: "Accueil",
    legal: "Informations légales",
    impressum: "Mentions légales",
    datenschutz: "Politique de confidentialité",
    agb: "Règlement intérieur et conditions",
    privacySettings: "Paramètres de confidentialité",
    copyright: "© {year} {siteName}. Tous droits réservés.",
  },
  cookie: {
    title: "Votre vie privée",
    text: "Google Maps, sur nos pages d’appartement, ne se charge que si vous acceptez. Vous pouvez modifier votre choix via « Paramètres de confidentialité ».",
    mapText:
      "La carte de cette page vient de Google Maps et ne se charge que si vous acceptez. Vous pouvez modifier votre choix via « Paramètres de confidentialité ».",
    accept: "Accepter",
    decline: "Refuser",
    learnMore: "Politique de confidentialité",
  },
  home: {
    ...inLanguage(siteTexts.home, "fr"),
    learnMore: "En savoir plus",
    guests: "Jusqu’à {count} personnes",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
  },
  apartment: {
    carouselRole: "carrousel",
    slideRole: "diapositive",
    captionRole: "légende",
    photos: "Photos de l’appartement {title}",
    slide: "Photo {current} sur {total}",
    previousPhoto: "Photo précédente",
    nextPhoto: "Photo suivante",
    showAllPhotos: "Voir les {total} photos",
    viewerLabel: "Visionneuse de photos",
    viewerClose: "Fermer la visionneuse",
    viewerPrevious: "Photo précédente",
    viewerNext: "Photo suivante",
    facts: "L’essentiel",
    bedrooms: "{count} chambres",
    bedroom: "1 chambre",
    bathrooms: "{count} salles de bains",
    bathroom: "1 salle de bains",
    entertainment: "Smart TV",
    freeWifi: "Wi-Fi gratuit",
    gym: "Salle de sport privée",
    about: "À propos de l’appartement",
    features: "Points forts",
    amenities: "Équipements",
    availability: "Disponibilités",
    availabilityText:
      "Choisissez vos dates dans le calendrier, puis réservez en toute sécurité sur notre page de réservation.",
    bookThis: "Réserver {title}",
    location: "Emplacement",
    surroundings: "Dans le quartier",
    registrationNumber: "Numéro d’enregistrement :",
  },
  embed: {
    loading: "Chargement…",
    calendarFailed: "Le calendrier des disponibilités n’a pas pu être chargé.",
    openBooking: "Ouvrir la page de réservation",
    retry: "Réessayer",
    failedHint: "Veuillez réessayer ou ouvrir notre page de réservation. Vous pouvez aussi nous joindre directement :",
    noScript:
      "Le calendrier et la réservation ont besoin de JavaScript, désactivé ici. Réservez sur la page de notre prestataire :",
    calendarRegion: "Calendrier des disponibilités",
    calendarFrameTitle: "Calendrier des disponibilités : {apartment}",
    calendarLoading: "Chargement du calendrier des disponibilités…",
    calendarReady: "Le calendrier des disponibilités est prêt.",
    previousMonth: "Mois précédent",
    nextMonth: "Mois suivant",
    emailUs: "Écrire à {email}",
    callUs: "Appeler le {phone}",
  },
  map: {
    title: "Carte : {address}",
    placeholder:
      "La carte est fournie par Google Maps. Elle ne se charge que si vous l’autorisez ; Google reçoit alors votre adresse IP.",
    load: "Charger la carte",
    openInGoogleMaps: "Ouvrir dans Google Maps",
  },
  booking: {
    title: "Réservez votre séjour",
    text: "Choisissez un appartement et vos dates, puis réservez en toute sécurité. Vous recevrez une confirmation par e-mail.",
    selectLabel: "Logement",
    selectPlaceholder: "Choisir un logement",
    all: "Tous les logements",
    toolTitle: "Outil de réservation",
    bookingFailed: "L’outil de réservation n’a pas pu être chargé.",
    bookingFailedHint:
      "Veuillez réessayer ou ouvrir la page de réservation dans un nouvel onglet. Vous pouvez aussi réserver directement auprès de nous :",
    bookingFrameTitle: "Outil de réservation",
    openProviderBooking: "Ouvrir la page de réservation dans un nouvel onglet",
  },
  legal: {
    lastUpdated: "Dernière mise à jour : {date}",
    contents: "Sommaire",
  },
  notFound: {
    title: "Page introuvable",
    text: "La page que vous recherchez n’existe pas ou a été déplacée.",
    backHome: "Retour à l’accueil",
  },
  /** What guests ask before booking (apartment pages), composed with the facts of guest-info.yaml at build time (app/apartment/guest-questions.ts). */
  guestQuestions: {
    title: "Bon à savoir",
    /** The answer while a fact is not known yet (guest-info.yaml: value null). */
    askUs: "Demandez-nous : nous vous le dirons avant la réservation.",
    sleeping: {
      title: "Couchages",
      /** While any room's beds are not known yet: the facts, and whom to ask. */
      unknown:
        "L’appartement compte {bedrooms} et peut accueillir jusqu’à {guests} personnes. Demandez-nous comment les lits sont répartis : nous vous le dirons avant la réservation.",
      bedroom: "Chambre {number}",
      living: "Salon",
      double: "{count, plural, one {# lit double} other {# lits doubles}}",
      single: "{count, plural, one {# lit simple} other {# lits simples}}",
      sofaBed: "{count, plural, one {# canapé-lit} other {# canapés-lits}}",
      bunk: "{count, plural, one {# lit superposé} other {# lits superposés}}",
      cot: "{count, plural, one {# lit bébé} other {# lits bébé}}",
      withWidth: "{bed} ({width} cm)",
    },
    /** {floor}: counted as in Europe (1 = one floor above the ground floor). */
    floor: "{floor, plural, =1 {1er étage} other {#e étage}}",
    /** {route}: the legs of a journey, joined by `then`. */
    route: {
      train: "le {lines} jusqu’à {stop}",
      sbahn: "le S-Bahn {lines} jusqu’à {stop}",
      ubahn: "la ligne {lines} jusqu’à {stop}",
      tram: "le tram {lines} jusqu’à {stop}",
      then: ", puis ",
    },
    floorAndLift: {
      question: "À quel étage se trouve l’appartement, et y a-t-il un ascenseur ?",
      groundFloor: "L’appartement se trouve au rez-de-chaussée.",
      lift: "L’appartement se trouve au {floor} et l’immeuble a un ascenseur.",
      stairs: "L’appartement se trouve au {floor}, sans ascenseur : prévoyez de monter vos bagages par l’escalier.",
    },
    airConditioning: {
      question: "Y a-t-il la climatisation ?",
      airConditioning: "Oui, l’appartement est climatisé.",
      fan: "Il n’y a pas de climatisation, mais un ventilateur est à votre disposition pour les jours de chaleur.",
      none: "Il n’y a pas de climatisation.",
      heated: "En hiver, l’appartement est chauffé.",
      notHeated: "Attention : l’appartement n’est pas chauffé.",
    },
    parking: {
      question: "Peut-on se garer ?",
      street: "L’appartement n’a pas de place de parking : il faut se garer dans les rues alentour.",
      private: "Oui, une place de parking est réservée aux voyageurs. Prévenez-nous si vous venez en voiture.",
    },
    luggage: {
      question: "Puis-je déposer mes bagages avant l’arrivée ou après le départ ?",
      yes: "Oui. L’arrivée se fait à partir de {checkIn} et le départ au plus tard à {checkOut} ; indiquez-nous vos horaires et vous pourrez déposer vos bagages avant ou après.",
      onRequest:
        "L’arrivée se fait à partir de {checkIn} et le départ au plus tard à {checkOut}. Si vous arrivez plus tôt ou partez plus tard, demandez-nous : nous essaierons de trouver une solution pour vos bagages.",
      no: "Nous ne pouvons malheureusement pas garder de bagages avant l’arrivée à {checkIn} ni après le départ à {checkOut}.",
      unknown:
        "L’arrivée se fait à partir de {checkIn} et le départ au plus tard à {checkOut}. Pour déposer vos bagages plus tôt ou les reprendre plus tard, demandez-nous avant votre voyage.",
    },
    fromBer: {
      question: "Comment venir depuis l’aéroport BER ?",
      known: "Depuis l’aéroport BER, prenez {route} ; l’appartement est ensuite à quelques minutes à pied.",
      unknown:
        "Le BER est bien relié au centre-ville par le train et le S-Bahn ; demandez-nous, nous vous enverrons le meilleur itinéraire.",
      ticket: "Un billet pour les zones ABC couvre tout le trajet.",
    },
    fromHauptbahnhof: {
      question: "Comment venir depuis la gare centrale (Berlin Hauptbahnhof) ?",
      known: "Depuis la gare centrale, prenez {route} ; l’appartement est ensuite à quelques minutes à pied.",
      unknown: "Demandez-nous, nous vous enverrons le meilleur itinéraire depuis la gare centrale.",
    },
    cityTax: {
      question: "Y a-t-il une taxe de séjour ?",
      answer:
        "Oui. Berlin prélève une taxe de séjour (Übernachtungsteuer) de {cityTax} du prix net de l’hébergement, pour les séjours privés comme professionnels ; nous l’indiquons séparément et la reversons au fisc.",
    },
    longStay: {
      question: "Puis-je rester un mois ou plus ?",
      answer:
        "Oui, les séjours de {longStayDays} nuits ou plus sont possibles et se réservent comme les autres. Pour toute question sur un long séjour, contactez-nous.",
    },
    pets: {
      question: "Puis-je venir avec mon animal ?",
      allowed: "Oui, les animaux sont les bienvenus. Parlez-nous du vôtre au moment de réserver.",
      notAllowed: "Désolés, les animaux ne sont pas admis dans l’appartement.",
    },
    smoking: {
      question: "Peut-on fumer dans l’appartement ?",
      allowed: "Il est permis de fumer dans l’appartement.",
      notAllowed:
        "Non. Il est interdit de fumer dans tout l’appartement, même à la fenêtre ouverte, y compris la cigarette électronique.",
    },
  },
};
