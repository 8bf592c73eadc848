import type { PhotoCopy } from "./types";

/** Photos of the Zionskirchplatz apartment, in display order, with alt text per language. */
export const pbergPhotos: PhotoCopy[] = [
  {
    file: "01-living-room",
    alt: {
      en: "Spacious Altbau living room with high ceilings",
      de: "Großzügiges Wohnzimmer im Altbau mit hohen Decken",
      fr: "Salon spacieux aux hauts plafonds d’un appartement ancien",
      es: "Amplio salón de techos altos en un edificio de época",
      it: "Ampio soggiorno con soffitti alti in un palazzo d’epoca",
    },
  },
  {
    file: "02-living-room-sofa",
    alt: {
      en: "The living room sofa, a comfortable place to relax",
      de: "Das Sofa im Wohnzimmer, ein bequemer Platz zum Entspannen",
      fr: "Le canapé du salon, un coin confortable pour se détendre",
      es: "El sofá del salón, un rincón cómodo para relajarse",
      it: "Il divano del soggiorno, un angolo comodo per rilassarsi",
    },
  },
  {
    file: "03-dining-area",
    alt: {
      en: "Dining area with table and chairs for the whole group",
      de: "Essbereich mit Tisch und Stühlen für die ganze Runde",
      fr: "Coin repas avec table et chaises pour tout le groupe",
      es: "Comedor con mesa y sillas para todo el grupo",
      it: "Zona pranzo con tavolo e sedie per tutto il gruppo",
    },
  },
  {
    file: "04-kitchen",
    alt: {
      en: "Fully equipped kitchen, ready for cooking",
      de: "Voll ausgestattete Küche zum Selberkochen",
      fr: "Cuisine entièrement équipée, prête pour cuisiner",
      es: "Cocina totalmente equipada, lista para cocinar",
      it: "Cucina completamente attrezzata, pronta per cucinare",
    },
  },
  {
    file: "05-kitchen-detail",
    alt: {
      en: "Close-up of the kitchen worktop and utensils",
      de: "Detail der Küche mit Arbeitsfläche und Utensilien",
      fr: "Détail de la cuisine avec plan de travail et ustensiles",
      es: "Detalle de la cocina con encimera y utensilios",
      it: "Dettaglio della cucina con piano di lavoro e utensili",
    },
  },
  {
    file: "06-bedroom-1",
    alt: {
      en: "First bedroom under the high Altbau ceilings",
      de: "Erstes Schlafzimmer unter hohen Altbaudecken",
      fr: "Première chambre sous les hauts plafonds de l’immeuble ancien",
      es: "Primer dormitorio con los techos altos del edificio de época",
      it: "Prima camera da letto con gli alti soffitti d’epoca",
    },
  },
  {
    file: "07-bedroom-1-wardrobe",
    alt: {
      en: "Wardrobe for your clothes in the first bedroom",
      de: "Kleiderschrank für Ihre Sachen im ersten Schlafzimmer",
      fr: "Armoire pour vos vêtements dans la première chambre",
      es: "Armario para tu ropa en el primer dormitorio",
      it: "Armadio per i vestiti nella prima camera da letto",
    },
  },
  {
    file: "08-bedroom-2",
    alt: {
      en: "Second bedroom with a freshly made bed",
      de: "Zweites Schlafzimmer mit frisch bezogenem Bett",
      fr: "Deuxième chambre avec un lit fraîchement fait",
      es: "Segundo dormitorio con la cama recién hecha",
      it: "Seconda camera da letto con il letto appena rifatto",
    },
  },
  {
    file: "09-bathroom-1",
    alt: {
      en: "First bathroom with washbasin and mirror",
      de: "Erstes Badezimmer mit Waschbecken und Spiegel",
      fr: "Première salle de bains avec lavabo et miroir",
      es: "Primer baño con lavabo y espejo",
      it: "Primo bagno con lavabo e specchio",
    },
  },
  {
    file: "10-bathroom-2",
    alt: {
      en: "Second bathroom, handy for larger groups",
      de: "Zweites Badezimmer – praktisch für größere Gruppen",
      fr: "Deuxième salle de bains, pratique pour les groupes",
      es: "Segundo baño, práctico para grupos grandes",
      it: "Secondo bagno, comodo per i gruppi numerosi",
    },
  },
  {
    file: "11-gym",
    alt: {
      en: "The apartment’s small private gym with training equipment",
      de: "Der eigene kleine Fitnessraum mit Trainingsgeräten",
      fr: "La petite salle de sport privée et ses équipements",
      es: "El pequeño gimnasio privado con su equipamiento",
      it: "La piccola palestra privata con gli attrezzi",
    },
  },
  {
    file: "12-workspace",
    alt: {
      en: "Workspace with a desk for working remotely",
      de: "Arbeitsplatz mit Schreibtisch für das Homeoffice",
      fr: "Espace de travail avec bureau pour le télétravail",
      es: "Zona de trabajo con escritorio para teletrabajar",
      it: "Postazione di lavoro con scrivania per lo smart working",
    },
  },
  {
    file: "13-entertainment-corner",
    alt: {
      en: "Entertainment corner with smart TV for streaming",
      de: "Medienecke mit Smart-TV zum Streamen",
      fr: "Coin détente avec Smart TV pour le streaming",
      es: "Rincón de ocio con smart TV para streaming",
      it: "Angolo relax con smart TV per lo streaming",
    },
  },
  {
    file: "14-hallway",
    alt: {
      en: "Hallway leading from the entrance to the rooms",
      de: "Flur vom Eingang zu den Zimmern",
      fr: "Couloir menant de l’entrée aux pièces",
      es: "Pasillo que lleva de la entrada a las habitaciones",
      it: "Corridoio che porta dall’ingresso alle stanze",
    },
  },
  {
    file: "15-window-view-zionskirche",
    alt: {
      en: "View from the window onto the Zionskirche",
      de: "Blick aus dem Fenster auf die Zionskirche",
      fr: "Vue depuis la fenêtre sur la Zionskirche",
      es: "Vista de la Zionskirche desde la ventana",
      it: "Vista sulla Zionskirche dalla finestra",
    },
  },
  {
    file: "16-building-entrance",
    alt: {
      en: "Entrance to the Altbau building on Zionskirchplatz",
      de: "Eingang des Altbaus am Zionskirchplatz",
      fr: "Entrée de l’immeuble ancien sur la Zionskirchplatz",
      es: "Entrada del edificio de época en Zionskirchplatz",
      it: "Ingresso del palazzo d’epoca su Zionskirchplatz",
    },
  },
  {
    file: "17-zionskirchplatz",
    alt: {
      en: "The Zionskirche on tree-lined Zionskirchplatz",
      de: "Die Zionskirche auf dem baumbestandenen Zionskirchplatz",
      fr: "La Zionskirche au milieu de la Zionskirchplatz arborée",
      es: "La Zionskirche en la arbolada Zionskirchplatz",
      it: "La Zionskirche al centro dell’alberata Zionskirchplatz",
    },
  },
  {
    file: "18-mauerpark",
    alt: {
      en: "The wide lawns of Mauerpark, a short walk away",
      de: "Die weiten Wiesen des Mauerparks, nur einen Spaziergang entfernt",
      fr: "Les vastes pelouses du Mauerpark, à deux pas",
      es: "Las amplias praderas del Mauerpark, a un corto paseo",
      it: "I grandi prati del Mauerpark, a breve distanza a piedi",
    },
  },
];

/** Photos of the Bernauer Strasse apartment, in display order, with alt text per language. */
export const mittePhotos: PhotoCopy[] = [
  {
    file: "01-living-room",
    alt: {
      en: "Bright, modern living room of the compact apartment",
      de: "Helles, modernes Wohnzimmer der kompakten Wohnung",
      fr: "Salon lumineux et moderne de l’appartement",
      es: "Salón luminoso y moderno del apartamento",
      it: "Soggiorno luminoso e moderno dell’appartamento",
    },
  },
  {
    file: "02-kitchen",
    alt: {
      en: "Modern kitchen, fully equipped for cooking",
      de: "Moderne, voll ausgestattete Küche zum Selberkochen",
      fr: "Cuisine moderne entièrement équipée pour cuisiner",
      es: "Cocina moderna totalmente equipada para cocinar",
      it: "Cucina moderna completamente attrezzata per cucinare",
    },
  },
  {
    file: "03-dining-area",
    alt: {
      en: "Dining area with table and chairs",
      de: "Essbereich mit Tisch und Stühlen",
      fr: "Coin repas avec table et chaises",
      es: "Comedor con mesa y sillas",
      it: "Zona pranzo con tavolo e sedie",
    },
  },
  {
    file: "04-bedroom-1",
    alt: {
      en: "First bedroom with a freshly made bed",
      de: "Erstes Schlafzimmer mit frisch bezogenem Bett",
      fr: "Première chambre avec un lit fraîchement fait",
      es: "Primer dormitorio con la cama recién hecha",
      it: "Prima camera da letto con il letto appena rifatto",
    },
  },
  {
    file: "05-bedroom-2",
    alt: {
      en: "Second bedroom, ready for a good night’s sleep",
      de: "Zweites Schlafzimmer, bereit für eine erholsame Nacht",
      fr: "Deuxième chambre, prête pour une bonne nuit",
      es: "Segundo dormitorio, listo para descansar bien",
      it: "Seconda camera da letto, pronta per una notte di riposo",
    },
  },
  {
    file: "06-bathroom",
    alt: {
      en: "Modern bathroom with washbasin and mirror",
      de: "Modernes Badezimmer mit Waschbecken und Spiegel",
      fr: "Salle de bains moderne avec lavabo et miroir",
      es: "Baño moderno con lavabo y espejo",
      it: "Bagno moderno con lavabo e specchio",
    },
  },
  {
    file: "07-workspace",
    alt: {
      en: "Workspace with a desk for working remotely",
      de: "Arbeitsplatz mit Schreibtisch für das Homeoffice",
      fr: "Espace de travail avec bureau pour le télétravail",
      es: "Zona de trabajo con escritorio para teletrabajar",
      it: "Postazione di lavoro con scrivania per lo smart working",
    },
  },
  {
    file: "08-wall-memorial",
    alt: {
      en: "Preserved Wall and border strip at the Berlin Wall Memorial",
      de: "Erhaltene Mauer und Grenzstreifen an der Gedenkstätte Berliner Mauer",
      fr: "Mur et bande frontalière préservés au Mémorial du mur de Berlin",
      es: "Muro y franja fronteriza conservados en el Memorial del Muro",
      it: "Muro e striscia di confine conservati al Memoriale del Muro",
    },
  },
  {
    file: "09-bernauer-strasse",
    alt: {
      en: "Bernauer Strasse, the street the apartment is on",
      de: "Die Bernauer Straße, an der die Wohnung liegt",
      fr: "La Bernauer Strasse, où se trouve l’appartement",
      es: "La Bernauer Strasse, donde está el apartamento",
      it: "La Bernauer Strasse, dove si trova l’appartamento",
    },
  },
];
