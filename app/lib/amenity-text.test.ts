import { describe, expect, it } from "vitest";
import { mitteAmenities, pbergAmenities } from "../content/properties/amenities";
import { amenityTranslations } from "../content/properties/amenity-translations";
import { amenityText } from "./amenity-text";

describe("amenityText", () => {
  it("translates a German text", () => {
    expect(amenityText("Küche", "en")).toBe("Kitchen");
    expect(amenityText("Küche", "it")).toBe("Cucina");
  });

  it("keeps German as written", () => {
    expect(amenityText("Küche", "de")).toBe("Küche");
  });

  it("shows an unknown text unchanged", () => {
    expect(amenityText("Sauna im Keller", "fr")).toBe("Sauna im Keller");
  });
});

describe("amenity translations", () => {
  it("cover every amenity text in English, French, Spanish and Italian", () => {
    const texts = [...pbergAmenities, ...mitteAmenities].flatMap((group) => [group.title, ...group.items]);
    const missing = texts.flatMap((text) =>
      (["en", "fr", "es", "it"] as const)
        .filter((locale) => !amenityTranslations[text]?.[locale]?.trim())
        .map((locale) => `${locale}: ${text}`),
    );
    expect(missing, "amenity texts without a translation").toEqual([]);
  });
});
