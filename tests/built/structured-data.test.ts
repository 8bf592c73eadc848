import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load.server";
import { locales } from "../../app/locales";
import { builtPage, jsonLd } from "./pages";

/**
 * Google's VacationRental structured data, as its documentation lists the properties
 * (https://developers.google.com/search/docs/appearance/structured-data/vacation-rental, read
 * in 2025): every required one must be there and valid, every recommended one too unless the
 * data cannot honestly fill it (`notProvided`, with the reason).
 */
const required = [
  "containsPlace",
  "containsPlace.occupancy",
  "containsPlace.occupancy.value",
  "identifier",
  "image",
  "latitude",
  "longitude",
  "name",
];
const recommended = [
  "additionalType",
  "address",
  "address.addressCountry",
  "address.addressLocality",
  "address.addressRegion",
  "address.postalCode",
  "address.streetAddress",
  "aggregateRating",
  "brand",
  "checkinTime",
  "checkoutTime",
  "containsPlace.additionalType",
  "containsPlace.amenityFeature",
  "containsPlace.bed",
  "containsPlace.floorSize",
  "containsPlace.numberOfBathroomsTotal",
  "containsPlace.numberOfBedrooms",
  "containsPlace.numberOfRooms",
  "description",
  "knowsLanguage",
  "review",
];
const notProvided: Record<string, string> = {
  aggregateRating: "the site has no reviews of its own; ratings from other platforms may not be marked up",
  review: "as aggregateRating",
  "containsPlace.bed": "no sleeping arrangements in the data yet (beds per room); add them when the data has them",
  "containsPlace.numberOfRooms": "the data counts bedrooms and bathrooms, not rooms",
};
/** Google's fixed amenity names: boolean ones, and the four with a text value. */
const booleanAmenities = new Set(
  "ac airportShuttle balcony beachAccess childFriendly crib elevator fireplace freeBreakfast gymFitnessEquipment heating hotTub instantBookable ironingBoard kitchen microwave outdoorGrill ovenStove patio petsAllowed pool privateBeachAccess selfCheckinCheckout smokingAllowed tv washerDryer wheelchairAccessible wifi".split(
    " ",
  ),
);
const textAmenities = new Set(["internetType", "parkingType", "poolType", "licenseNum"]);
const rentalTypes =
  "Apartment Bungalow Cabin Chalet Cottage Gite HolidayVillageRental House Villa VacationRental".split(" ");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, checked field by field
type Json = any;
const at = (data: Json, path: string): Json => path.split(".").reduce((value, key) => value?.[key], data);
const decimals = (value: unknown) => /^-?\d+\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;

/** Everything Google's documentation would reject or miss in one VacationRental. */
export function vacationRentalProblems(data: Json): string[] {
  const problems: string[] = [];
  const expectThat = (ok: boolean, problem: string) => ok || problems.push(problem);
  for (const path of [...required, ...recommended]) {
    if (path in notProvided) continue;
    const value = at(data, path);
    expectThat(value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0), `missing ${path}`);
  }
  expectThat(data["@type"] === "VacationRental", `@type ${data["@type"]}`);
  expectThat(Number.isInteger(at(data, "containsPlace.occupancy.value")), "occupancy.value is not an integer");
  for (const key of ["latitude", "longitude"]) {
    expectThat(decimals(data[key]) >= 5, `${key} ${data[key]} has fewer than 5 decimal places`);
  }
  const images: string[] = data.image ?? [];
  expectThat(images.length >= 8, `${images.length} images, Google wants at least 8`);
  expectThat(new Set(images).size === images.length, "an image is listed twice");
  for (const room of ["bedroom", "bathroom", "living|kitchen|dining"]) {
    expectThat(
      images.some((src) => new RegExp(room).test(src)),
      `no image of a ${room.split("|")[0]} (named by room)`,
    );
  }
  expectThat(rentalTypes.includes(data.additionalType), `additionalType ${data.additionalType}`);
  expectThat(
    ["EntirePlace", "PrivateRoom", "SharedRoom"].includes(at(data, "containsPlace.additionalType")),
    "containsPlace.additionalType",
  );
  expectThat(/^[A-Z]{2}$/.test(at(data, "address.addressCountry") ?? ""), "addressCountry is not ISO 3166 alpha-2");
  expectThat(["MTK", "SQM", "FTK", "SQFT"].includes(at(data, "containsPlace.floorSize.unitCode")), "floorSize unit");
  for (const key of ["checkinTime", "checkoutTime"]) {
    expectThat(/^\d\d:\d\d:\d\d([+-]\d\d:\d\d)?$/.test(data[key] ?? ""), `${key} is not an ISO 8601 time`);
  }
  const languages: unknown[] = [data.knowsLanguage].flat();
  expectThat(
    languages.every((code) => /^[a-z]{2,3}(-[A-Z]{2})?$/.test(String(code))),
    "knowsLanguage is not BCP 47",
  );
  for (const feature of at(data, "containsPlace.amenityFeature") ?? []) {
    const ok = booleanAmenities.has(feature.name)
      ? typeof feature.value === "boolean"
      : textAmenities.has(feature.name) && typeof feature.value === "string";
    expectThat(ok && feature["@type"] === "LocationFeatureSpecification", `amenity ${JSON.stringify(feature)}`);
  }
  return problems;
}

const content = loadContent();

describe("VacationRental structured data per Google's documentation", () => {
  it("finds what the old markup got wrong (the check can fail)", () => {
    const old = {
      "@type": "VacationRental",
      identifier: "x",
      name: "X",
      latitude: 52.5357,
      longitude: 13.4043,
      image: ["a.webp"],
      containsPlace: {
        "@type": "Accommodation",
        occupancy: { value: 6 },
        amenityFeature: [{ "@type": "LocationFeatureSpecification", name: "No pets", value: true }],
      },
    };
    const problems = vacationRentalProblems(old);
    expect(problems).toContain("latitude 52.5357 has fewer than 5 decimal places");
    expect(problems).toContain("1 images, Google wants at least 8");
    expect(problems).toContain("missing knowsLanguage");
    expect(problems).toContain("missing checkinTime");
    expect(problems).toContainEqual(expect.stringMatching(/^amenity .*No pets/));
  });

  for (const [slug, apartment] of Object.entries(content.apartments)) {
    for (const locale of locales) {
      it(`/${locale}/${slug} has one VacationRental with every required and recommended property`, () => {
        const page = builtPage(`/${locale}/${slug}`);
        const [data, ...more] = jsonLd(page.document) as Json[];
        expect(more).toEqual([]);
        expect(vacationRentalProblems(data)).toEqual([]);

        const { facts, photos } = apartment;
        expect(data.identifier).toBe(facts.id);
        expect(Number(data.latitude)).toBeCloseTo(facts.lat, 9);
        expect(Number(data.longitude)).toBeCloseTo(facts.lng, 9);
        expect(data.address).toMatchObject({ streetAddress: facts.address.street, postalCode: facts.address.postcode });
        expect(data.checkinTime).toBe(`${content.house.checkIn}:00`);
        expect(data.checkoutTime).toBe(`${content.house.checkOut}:00`);
        expect(data.knowsLanguage).toEqual(content.operator.hostLanguages);
        expect(data.containsPlace).toMatchObject({
          "@type": "Accommodation",
          occupancy: { value: facts.guests },
          numberOfBedrooms: facts.bedrooms,
          numberOfBathroomsTotal: facts.bathrooms,
          floorSize: { value: facts.sizeSqm, unitCode: "MTK" },
        });
        // Photos of the apartment itself only, each at most once.
        const outside = photos.filter((photo) => photo.room === "outside").map((photo) => photo.file);
        for (const src of data.image as string[]) {
          expect(src).toMatch(new RegExp(`^${content.operator.siteUrl}/assets/`));
          expect(
            outside.some((file) => src.includes(`/${file}-`)),
            src,
          ).toBe(false);
        }
        expect(data.image).toHaveLength(photos.length - outside.length);

        const features = new Map<string, unknown>(
          data.containsPlace.amenityFeature.map((f: Json) => [f.name, f.value] as const),
        );
        expect(features.get("petsAllowed")).toBe(false);
        expect(features.get("smokingAllowed")).toBe(false);
        expect(features.get("gymFitnessEquipment")).toBe(facts.hasGym);
        for (const name of ["wifi", "kitchen", "tv", "washerDryer", "heating", "selfCheckinCheckout"]) {
          expect(features.get(name), name).toBe(true);
        }
        expect(features.get("licenseNum")).toBe(`${facts.address.city}: ${facts.registrationNumber}`);
      });
    }
  }
  it("the home page's one JSON-LD block is the business: it names the apartment pages' nodes by their @id, and its own country", () => {
    for (const locale of locales) {
      const home = builtPage(`/${locale}`);
      const [business, ...more] = jsonLd(home.document) as Json[];
      expect(more, locale).toEqual([]);
      expect(business, locale).toMatchObject({
        "@context": "https://schema.org",
        "@type": "LodgingBusiness",
        name: content.operator.brand,
      });
      expect(business.address.addressCountry).toBe(content.operator.country);
      const rentals = Object.keys(content.apartments).map((slug) => {
        const page = builtPage(`/${locale}/${slug}`);
        return (jsonLd(page.document) as Json[])[0]["@id"];
      });
      expect(rentals.every(Boolean)).toBe(true);
      expect(business.containsPlace.map((place: Json) => place["@id"])).toEqual(rentals);
    }
  });
});
