import type { AmenityGroup } from "./types";

/**
 * Amenities per apartment, written in German as in the original material.
 * Every title and item has a translation in ./amenity-translations.ts;
 * identical strings are shared between the two apartments.
 */
export const pbergAmenities: AmenityGroup[] = [
  {
    title: "Schlafzimmer",
    icon: "bed",
    items: ["Zwei Schlafzimmer", "Schlafplätze für bis zu 6 Gäste", "Kleiderschrank", "Bettwäsche inklusive"],
  },
  {
    title: "Bad & Wäsche",
    icon: "bath",
    items: ["Zwei Badezimmer", "Handtücher inklusive", "Waschmaschine"],
  },
  {
    title: "Küche",
    icon: "utensils",
    items: ["Voll ausgestattete Küche", "Kühlschrank", "Kochfeld", "Töpfe, Pfannen und Geschirr", "Esstisch"],
  },
  {
    title: "Internet & Unterhaltung",
    icon: "wifi",
    items: ["Schnelles, kostenloses WLAN", "Arbeitsplatz mit Schreibtisch", "Smart-TV mit Streaming"],
  },
  {
    title: "Fitness",
    icon: "dumbbell",
    items: ["Eigener kleiner Fitnessraum"],
  },
  {
    title: "Klima",
    icon: "fan",
    items: ["Ventilator", "Heizung"],
  },
  {
    title: "Check-in & Hausregeln",
    icon: "key",
    items: [
      "Selbst-Check-in mit Zahlenschloss",
      "Aufenthalte ab 28 Tagen möglich",
      "Nichtraucherwohnung",
      "Keine Haustiere",
      "Keine Partys",
    ],
  },
  {
    title: "Umgebung & Verkehr",
    icon: "tram",
    items: [
      "U-Bahn U2 (Senefelderplatz)",
      "U-Bahn U8 (Rosenthaler Platz, Bernauer Straße)",
      "Tram M1 und 12",
      "Alexanderplatz schnell erreichbar",
      "Mauerpark zu Fuß erreichbar",
    ],
  },
];

export const mitteAmenities: AmenityGroup[] = [
  {
    title: "Schlafzimmer",
    icon: "bed",
    items: ["Zwei Schlafzimmer", "Schlafplätze für bis zu 6 Gäste", "Bettwäsche inklusive"],
  },
  {
    title: "Bad & Wäsche",
    icon: "bath",
    items: ["Ein Badezimmer", "Handtücher inklusive", "Waschmaschine"],
  },
  {
    title: "Küche",
    icon: "utensils",
    items: ["Voll ausgestattete Küche", "Kühlschrank", "Kochfeld", "Töpfe, Pfannen und Geschirr", "Esstisch"],
  },
  {
    title: "Internet & Unterhaltung",
    icon: "wifi",
    items: ["Schnelles, kostenloses WLAN", "Arbeitsplatz mit Schreibtisch", "Smart-TV mit Streaming"],
  },
  {
    title: "Klima",
    icon: "fan",
    items: ["Ventilator", "Heizung"],
  },
  {
    title: "Check-in & Hausregeln",
    icon: "key",
    items: [
      "Selbst-Check-in mit Zahlenschloss",
      "Aufenthalte ab 28 Tagen möglich",
      "Nichtraucherwohnung",
      "Keine Haustiere",
      "Keine Partys",
    ],
  },
  {
    title: "Umgebung & Verkehr",
    icon: "tram",
    items: [
      "Gedenkstätte Berliner Mauer direkt nebenan",
      "U-Bahn U8 (Bernauer Straße)",
      "S-Bahn S1, S2, S25, S26 (Nordbahnhof)",
      "Tram M10 und 12",
      "Mauerpark zu Fuß erreichbar",
    ],
  },
];
