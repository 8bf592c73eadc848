/**
 * Translations of the German amenity titles and items in ./amenities.ts.
 * German is the source text and needs no entry; a text without an entry is shown unchanged.
 */
export const amenityTranslations: Record<string, Record<"en" | "fr" | "es" | "it", string>> = {
  // Group titles
  Schlafzimmer: { en: "Bedroom", fr: "Chambre", es: "Dormitorio", it: "Camera da letto" },
  "Bad & Wäsche": {
    en: "Bathroom & laundry",
    fr: "Salle de bains et linge",
    es: "Baño y colada",
    it: "Bagno e bucato",
  },
  Küche: { en: "Kitchen", fr: "Cuisine", es: "Cocina", it: "Cucina" },
  "Internet & Unterhaltung": {
    en: "Internet & entertainment",
    fr: "Internet et divertissement",
    es: "Internet y entretenimiento",
    it: "Internet e intrattenimento",
  },
  Fitness: { en: "Fitness", fr: "Remise en forme", es: "Gimnasio", it: "Fitness" },
  Klima: {
    en: "Heating & cooling",
    fr: "Chauffage et ventilation",
    es: "Calefacción y ventilación",
    it: "Riscaldamento e ventilazione",
  },
  "Check-in & Hausregeln": {
    en: "Check-in & house rules",
    fr: "Arrivée et règlement intérieur",
    es: "Llegada y normas de la casa",
    it: "Check-in e regole della casa",
  },
  "Umgebung & Verkehr": {
    en: "Neighbourhood & transport",
    fr: "Quartier et transports",
    es: "Entorno y transporte",
    it: "Dintorni e trasporti",
  },

  // Bedroom
  "Zwei Schlafzimmer": { en: "Two bedrooms", fr: "Deux chambres", es: "Dos dormitorios", it: "Due camere da letto" },
  "Schlafplätze für bis zu 6 Gäste": {
    en: "Sleeps up to 6 guests",
    fr: "Couchage pour 6 personnes maximum",
    es: "Camas para hasta 6 huéspedes",
    it: "Posti letto per un massimo di 6 ospiti",
  },
  Kleiderschrank: { en: "Wardrobe", fr: "Armoire", es: "Armario", it: "Armadio" },
  "Bettwäsche inklusive": {
    en: "Bed linen provided",
    fr: "Linge de lit fourni",
    es: "Ropa de cama incluida",
    it: "Biancheria da letto inclusa",
  },

  // Bathroom & laundry
  "Zwei Badezimmer": { en: "Two bathrooms", fr: "Deux salles de bains", es: "Dos baños", it: "Due bagni" },
  "Ein Badezimmer": { en: "One bathroom", fr: "Une salle de bains", es: "Un baño", it: "Un bagno" },
  "Handtücher inklusive": {
    en: "Towels provided",
    fr: "Serviettes fournies",
    es: "Toallas incluidas",
    it: "Asciugamani inclusi",
  },
  Waschmaschine: { en: "Washing machine", fr: "Lave-linge", es: "Lavadora", it: "Lavatrice" },

  // Kitchen
  "Voll ausgestattete Küche": {
    en: "Fully equipped kitchen",
    fr: "Cuisine entièrement équipée",
    es: "Cocina totalmente equipada",
    it: "Cucina completamente attrezzata",
  },
  Kühlschrank: { en: "Fridge", fr: "Réfrigérateur", es: "Frigorífico", it: "Frigorifero" },
  Kochfeld: { en: "Hob", fr: "Plaques de cuisson", es: "Placa de cocina", it: "Piano cottura" },
  "Töpfe, Pfannen und Geschirr": {
    en: "Pots, pans and tableware",
    fr: "Casseroles, poêles et vaisselle",
    es: "Ollas, sartenes y vajilla",
    it: "Pentole, padelle e stoviglie",
  },
  Esstisch: { en: "Dining table", fr: "Table à manger", es: "Mesa de comedor", it: "Tavolo da pranzo" },

  // Internet & entertainment
  "Schnelles, kostenloses WLAN": {
    en: "Fast free Wi-Fi",
    fr: "Wi-Fi rapide et gratuit",
    es: "Wifi rápido y gratuito",
    it: "Wi-Fi veloce e gratuito",
  },
  "Arbeitsplatz mit Schreibtisch": {
    en: "Workspace with desk",
    fr: "Espace de travail avec bureau",
    es: "Zona de trabajo con escritorio",
    it: "Postazione di lavoro con scrivania",
  },
  "Smart-TV mit Streaming": {
    en: "Smart TV with streaming",
    fr: "Smart TV avec streaming",
    es: "Smart TV con streaming",
    it: "Smart TV con streaming",
  },

  // Fitness
  "Eigener kleiner Fitnessraum": {
    en: "Small private gym",
    fr: "Petite salle de sport privée",
    es: "Pequeño gimnasio privado",
    it: "Piccola palestra privata",
  },

  // Heating & cooling
  Ventilator: { en: "Fan", fr: "Ventilateur", es: "Ventilador", it: "Ventilatore" },
  Heizung: { en: "Heating", fr: "Chauffage", es: "Calefacción", it: "Riscaldamento" },

  // Check-in & house rules
  "Selbst-Check-in mit Zahlenschloss": {
    en: "Self check-in with code lock",
    fr: "Arrivée autonome avec serrure à code",
    es: "Entrada autónoma con cerradura de código",
    it: "Self check-in con serratura a codice",
  },
  "Aufenthalte ab 28 Tagen möglich": {
    en: "Stays of 28 days or longer possible",
    fr: "Séjours de 28 jours ou plus possibles",
    es: "Estancias de 28 días o más",
    it: "Soggiorni di 28 giorni o più",
  },
  Nichtraucherwohnung: {
    en: "Non-smoking apartment",
    fr: "Appartement non-fumeurs",
    es: "Apartamento para no fumadores",
    it: "Appartamento per non fumatori",
  },
  "Keine Haustiere": {
    en: "No pets",
    fr: "Animaux non admis",
    es: "No se admiten mascotas",
    it: "Animali non ammessi",
  },
  "Keine Partys": {
    en: "No parties",
    fr: "Fêtes interdites",
    es: "No se permiten fiestas",
    it: "Feste non consentite",
  },

  // Neighbourhood & transport
  "U-Bahn U2 (Senefelderplatz)": {
    en: "U-Bahn U2 (Senefelderplatz)",
    fr: "Métro U2 (Senefelderplatz)",
    es: "Metro U2 (Senefelderplatz)",
    it: "Metro U2 (Senefelderplatz)",
  },
  "U-Bahn U8 (Rosenthaler Platz, Bernauer Straße)": {
    en: "U-Bahn U8 (Rosenthaler Platz, Bernauer Strasse)",
    fr: "Métro U8 (Rosenthaler Platz, Bernauer Strasse)",
    es: "Metro U8 (Rosenthaler Platz, Bernauer Strasse)",
    it: "Metro U8 (Rosenthaler Platz, Bernauer Strasse)",
  },
  "U-Bahn U8 (Bernauer Straße)": {
    en: "U-Bahn U8 (Bernauer Strasse)",
    fr: "Métro U8 (Bernauer Strasse)",
    es: "Metro U8 (Bernauer Strasse)",
    it: "Metro U8 (Bernauer Strasse)",
  },
  "S-Bahn S1, S2, S25, S26 (Nordbahnhof)": {
    en: "S-Bahn S1, S2, S25, S26 (Nordbahnhof)",
    fr: "S-Bahn S1, S2, S25, S26 (Nordbahnhof)",
    es: "S-Bahn S1, S2, S25, S26 (Nordbahnhof)",
    it: "S-Bahn S1, S2, S25, S26 (Nordbahnhof)",
  },
  "Tram M1 und 12": { en: "Trams M1 and 12", fr: "Trams M1 et 12", es: "Tranvías M1 y 12", it: "Tram M1 e 12" },
  "Tram M10 und 12": { en: "Trams M10 and 12", fr: "Trams M10 et 12", es: "Tranvías M10 y 12", it: "Tram M10 e 12" },
  "Alexanderplatz schnell erreichbar": {
    en: "Alexanderplatz a short ride away",
    fr: "Alexanderplatz à quelques arrêts",
    es: "Alexanderplatz a pocas paradas",
    it: "Alexanderplatz a poche fermate",
  },
  "Mauerpark zu Fuß erreichbar": {
    en: "Mauerpark within walking distance",
    fr: "Mauerpark accessible à pied",
    es: "Mauerpark a poca distancia a pie",
    it: "Mauerpark raggiungibile a piedi",
  },
  "Gedenkstätte Berliner Mauer direkt nebenan": {
    en: "Berlin Wall Memorial right next door",
    fr: "Mémorial du mur de Berlin juste à côté",
    es: "Memorial del Muro de Berlín justo al lado",
    it: "Memoriale del Muro di Berlino proprio accanto",
  },
};
