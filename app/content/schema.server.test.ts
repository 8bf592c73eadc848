import { describe, expect, it } from "vitest";
import { amenitiesSchema, apartmentSchema, parseWith, photosSchema, placeholderPattern } from "./schema.server";
import { loadApartment } from "./load.server";

/** n amenities marked for the glance row. */
const glanced = (n: number) => Array.from({ length: n }, (_, i) => ({ de: `Ding ${i}`, glance: "wifi" }));

describe("what the content editor writes", () => {
  it("reads a photo file name with or without .jpg, and without it", () => {
    const alt = { en: "a", de: "a", fr: "a", es: "a", it: "a" };
    const photos = parseWith(
      photosSchema,
      [
        { file: "01-living-room.jpg", room: "living", alt },
        { file: "02-kitchen", room: "kitchen", alt },
      ],
      "p",
    );
    expect(photos.map((photo) => photo.file)).toEqual(["01-living-room", "02-kitchen"]);
    expect(() => parseWith(photosSchema, [{ file: "01-living-room.png", room: "living", alt }], "p")).toThrow(
      /^p: #1 \(01-living-room\.png\)\.file: /,
    );
    expect(() => parseWith(photosSchema, [{ file: "01-sauna", room: "sauna", alt }], "p")).toThrow(
      /^p: #1 \(01-sauna\)\.room: /,
    );
  });

  it('reads "" in an optional field as not given (a field with a default then has it)', () => {
    const facts = loadApartment("mitte").facts;
    const read = parseWith(apartmentSchema, { ...facts, guests: "", imageUrl: "" }, "a");
    expect(read.guests).toBe(4);
    expect(read.imageUrl).toBeUndefined();
    const [group] = parseWith(
      amenitiesSchema,
      [{ icon: "bed", title: { de: "Bett", en: "" }, items: glanced(6) }],
      "m",
    );
    expect(group!.title).toEqual({ de: "Bett", en: undefined });
  });

  it("keeps refusing an empty required text", () => {
    expect(() => parseWith(amenitiesSchema, [{ icon: "bed", title: { de: "" }, items: [{ de: "x" }] }], "m")).toThrow(
      "m: #1.title.de: must not be empty",
    );
  });
});

describe("an apartment's booking ids", () => {
  const facts = loadApartment("mitte").facts;
  const errorOf = (changes: Record<string, unknown>) => {
    const input: Record<string, unknown> = { ...facts, ...changes };
    for (const [key, value] of Object.entries(changes)) if (value === undefined) delete input[key];
    try {
      parseWith(apartmentSchema, input, "a");
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("the schema accepted the input");
  };

  it("rejects a Smoobu id that is not digits, naming the field", () => {
    expect(errorOf({ smoobuId: "12a45" })).toBe("a: smoobuId: expected digits");
  });

  it("rejects a verification hash that is not 64 hexadecimal characters", () => {
    const message = "expected Smoobu's verification hash: 64 characters, digits 0-9 and letters a-f";
    for (const hash of ["a1b2c3d4e5f60718", "g".repeat(64), "a".repeat(65), `${"a".repeat(63)} `]) {
      expect(errorOf({ verificationHash: hash }), hash).toBe(`a: verificationHash: ${message}`);
    }
    const hash = "0123456789abcdefABCDEF".padEnd(64, "9");
    expect(parseWith(apartmentSchema, { ...facts, verificationHash: hash }, "a").verificationHash).toBe(hash);
  });

  it("rejects a missing registration number", () => {
    expect(errorOf({ registrationNumber: undefined })).toBe("a: registrationNumber: missing");
  });
});

describe("amenities at a glance", () => {
  it("takes an icon the site has, or none", () => {
    const groups = (items: object[]) => [{ icon: "wifi", title: { de: "Internet" }, items }];
    expect(parseWith(amenitiesSchema, groups([...glanced(2), { de: "y" }]), "m")[0]!.items[0]!.glance).toBe("wifi");
    expect(() => parseWith(amenitiesSchema, groups([{ de: "z", glance: "sauna" }]), "m")).toThrow(
      /^m: #1\.items\.#1\.glance/,
    );
  });
});

describe("the placeholder rule", () => {
  it.each([
    ["Sleeps up to {guests} guests", true],
    ["{size}, {bedrooms}", true],
    ["{{guests}}", true],
    ["braces { alone } and {not a placeholder}", true],
    ["Sleeps up to {guest} guests", false],
    ["{size} and {sizes}", false],
    ["line one\n{unknown}", false],
  ])("%j is %s", (text, valid) => {
    expect(placeholderPattern.test(text)).toBe(valid);
  });
});
