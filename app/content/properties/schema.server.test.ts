import { describe, expect, it } from "vitest";
import { mitteAmenities, pbergAmenities } from "./amenities";
import { propertyFacts } from "./facts";
import { mitteCopy } from "./mitte.copy";
import { pbergCopy } from "./pberg.copy";
import { mittePhotos, pbergPhotos } from "./photos";
import { amenitiesSchema, copySchema, factsSchema, parseContent, photosSchema } from "./schema.server";

describe("apartment data", () => {
  it("is valid as shipped", () => {
    for (const facts of Object.values(propertyFacts))
      expect(() => parseContent(factsSchema, facts, "facts.ts")).not.toThrow();
    for (const copy of [pbergCopy, mitteCopy]) expect(() => parseContent(copySchema, copy, "copy.ts")).not.toThrow();
    for (const list of [pbergAmenities, mitteAmenities])
      expect(() => parseContent(amenitiesSchema, list, "a.ts")).not.toThrow();
    for (const list of [pbergPhotos, mittePhotos]) expect(() => parseContent(photosSchema, list, "p.ts")).not.toThrow();
  });

  it("has 18 and 9 photos", () => {
    expect(pbergPhotos).toHaveLength(18);
    expect(mittePhotos).toHaveLength(9);
  });

  it("names the file and the field of a missing translation", () => {
    const { fr: _fr, ...rest } = pbergCopy.description;
    const broken = { ...pbergCopy, description: rest };
    expect(() => parseContent(copySchema, broken, "app/content/properties/pberg.copy.ts")).toThrow(
      /app\/content\/properties\/pberg\.copy\.ts: description\.fr:/,
    );
  });

  it("rejects an empty text", () => {
    const broken = { ...mitteCopy, title: { ...mitteCopy.title, it: " " } };
    expect(() => parseContent(copySchema, broken, "mitte.copy.ts")).toThrow(
      /mitte\.copy\.ts: title\.it: must not be empty/,
    );
  });

  it("rejects wrong facts", () => {
    const broken = {
      ...propertyFacts.mitte,
      bathrooms: 0,
      address: { ...propertyFacts.mitte.address, postcode: "1011" },
    };
    const error = (() => {
      try {
        parseContent(factsSchema, broken, "facts.ts");
      } catch (caught) {
        return String(caught);
      }
    })();
    expect(error).toMatch(/facts\.ts: bathrooms:/);
    expect(error).toMatch(/facts\.ts: address\.postcode: must be 5 digits/);
  });

  it("rejects an amenity icon outside the list", () => {
    const broken = [{ title: "Sauna", icon: "sauna", items: ["Finnische Sauna"] }];
    expect(() => parseContent(amenitiesSchema, broken, "amenities.ts")).toThrow(/amenities\.ts: 0\.icon:/);
  });
});
