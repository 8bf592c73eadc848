import { describe, expect, it } from "vitest";
import { apartmentSlugs } from "../content/load.server";
import { loadApartment } from "../content/load.server";
import { amenityText, missingAmenityTranslations } from "./amenity-text";

const kitchen = { de: "Küche", en: "Kitchen", fr: "Cuisine", es: "Cocina", it: "Cucina" };

describe("amenityText", () => {
  it("translates a German text", () => {
    expect(amenityText(kitchen, "en")).toBe("Kitchen");
    expect(amenityText(kitchen, "it")).toBe("Cucina");
  });

  it("keeps German as written", () => {
    expect(amenityText(kitchen, "de")).toBe("Küche");
  });

  it("shows a text without translation unchanged", () => {
    expect(amenityText({ de: "Sauna im Keller" }, "fr")).toBe("Sauna im Keller");
    expect(missingAmenityTranslations([{ de: "Sauna im Keller", en: "Sauna" }])).toEqual([
      "fr: Sauna im Keller",
      "es: Sauna im Keller",
      "it: Sauna im Keller",
    ]);
  });
});

describe("amenity translations", () => {
  it("cover every amenity text in English, French, Spanish and Italian", () => {
    const texts = apartmentSlugs().flatMap((slug) =>
      loadApartment(slug).amenities.flatMap((group) => [group.title, ...group.items]),
    );
    expect(missingAmenityTranslations(texts), "amenity texts without a translation").toEqual([]);
  });
});
