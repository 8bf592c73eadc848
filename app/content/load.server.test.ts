import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { locales } from "../locales";
import {
  apartmentContent,
  checkHeroPhoto,
  listApartments,
  loadApartment,
  loadContent,
  loadHouse,
  parseYaml,
  reservedSlugs,
} from "./load.server";
import { amenitiesSchema, apartmentSchema, parseWith } from "./schema.server";

const shipped = "app/content/apartments";
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A copy of the shipped apartment folders, for breaking one file. */
function copyOfApartments(): string {
  const dir = mkdtempSync(join(tmpdir(), "apartments-"));
  dirs.push(dir);
  cpSync(shipped, dir, { recursive: true });
  return dir;
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("no error");
}

describe("the apartments' folders", () => {
  /** Sets a top-level field of a copied apartment.yaml (a line of its own in the shipped files). */
  const setField = (file: string, field: string, value: string) =>
    writeFileSync(file, readFileSync(file, "utf8").replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`));

  it("are the apartments, in their order, then by name", () => {
    const dir = copyOfApartments();
    cpSync(join(dir, "mitte"), join(dir, "wedding"), { recursive: true });
    for (const [field, value] of [
      ["id", "wedding"],
      ["smoobuId", '"42"'],
      ["registrationNumber", '"01/Z/AB/4242-26"'],
    ]) {
      setField(join(dir, "wedding/apartment.yaml"), field!, value!);
    }
    setField(join(dir, "wedding/apartment.yaml"), "verificationHash", `"${"a".repeat(64)}"`);
    expect(listApartments(dir).map((apartment) => apartment.slug)).toEqual(["pberg", "mitte", "wedding"]);
    setField(join(dir, "wedding/apartment.yaml"), "order", "1");
    expect(listApartments(dir).map((apartment) => apartment.slug)).toEqual(["pberg", "wedding", "mitte"]);
  });

  it("refuse a copy whose ids are still the original's, naming both folders", () => {
    const dir = copyOfApartments();
    cpSync(join(dir, "mitte"), join(dir, "wedding"), { recursive: true });
    expect(errorOf(() => listApartments(dir))).toBe(
      `${dir}/wedding/apartment.yaml: id: the same as in ${dir}/mitte; each apartment has its own`,
    );
    setField(join(dir, "wedding/apartment.yaml"), "id", "wedding");
    expect(errorOf(() => listApartments(dir))).toMatch(/wedding\/apartment\.yaml: smoobuId: the same as in .*\/mitte;/);
  });

  it("refuse a name that is no web address or one the site uses, and an empty folder", () => {
    for (const name of ["Wedding", "3rd", "zimmer_1", "en", "booknow", "agb", "all"]) {
      const dir = copyOfApartments();
      cpSync(join(dir, "mitte"), join(dir, name), { recursive: true });
      expect(
        errorOf(() => listApartments(dir)),
        name,
      ).toMatch(new RegExp(`^${dir}/${name}: `));
    }
    const empty = mkdtempSync(join(tmpdir(), "apartments-"));
    dirs.push(empty);
    expect(errorOf(() => listApartments(empty))).toBe(`${empty}: no apartment folder`);
  });

  it("reserve every language and the other pages' names", () => {
    expect(reservedSlugs).toEqual(expect.arrayContaining([...locales, "booknow", "404"]));
  });

  it("hold the home page's photo, or the build says which file names a photo they lack", () => {
    const apartments = listApartments(shipped);
    expect(() => checkHeroPhoto("pberg/17-zionskirchplatz", apartments)).not.toThrow();
    expect(errorOf(() => checkHeroPhoto("mitte/17-zionskirchplatz", apartments))).toBe(
      "app/content/site-texts.json: heroPhoto: no photo 17-zionskirchplatz in app/content/apartments/mitte/photos.yaml",
    );
    expect(errorOf(() => checkHeroPhoto("wedding/01-living-room", apartments))).toMatch(
      /apartments\/wedding\/photos\.yaml$/,
    );
  });

  it("answer an unknown apartment with its folder named", () => {
    expect(errorOf(() => apartmentContent("wedding"))).toBe("app/content/apartments/wedding: no such apartment folder");
  });
});

describe("the shipped content", () => {
  it("is valid", () => {
    const content = loadContent();
    expect(apartmentContent("pberg").facts.id).toBe("zionskirchplatz");
    expect(content.house).toEqual(loadHouse());
  });

  it("has 18 and 10 photos (9 of the original listing and a 10th of the apartment for Google's 8), and a description in every language", () => {
    const [pberg, mitte] = [apartmentContent("pberg"), apartmentContent("mitte")];
    expect(pberg.photos).toHaveLength(18);
    expect(mitte.photos).toHaveLength(10);
    expect(Object.keys(mitte.description)).toEqual(["en", "de", "fr", "es", "it"]);
  });
});

describe("a broken file", () => {
  it("names the file and the field of a missing translation", () => {
    const dir = copyOfApartments();
    const file = join(dir, "mitte", "apartment.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^ {2}fr: Mitte, Berlin\n/m, ""));
    expect(errorOf(() => loadApartment("mitte", dir))).toBe(`${file}: location.fr: missing`);
  });

  it("names a missing description file", () => {
    const dir = copyOfApartments();
    unlinkSync(join(dir, "pberg", "description.it.md"));
    expect(errorOf(() => loadApartment("pberg", dir))).toBe(
      `${join(dir, "pberg", "description.it.md")}: file not found`,
    );
  });

  it("names the line of a YAML syntax error", () => {
    expect(errorOf(() => parseYaml("title:\n  en: [unclosed\n", "x/apartment.yaml"))).toMatch(
      /^x\/apartment\.yaml: line \d+: /,
    );
  });

  it("rejects an empty text, a wrong fact and a mistyped placeholder, one line each", () => {
    const facts = loadApartment("mitte").facts;
    const broken = {
      ...facts,
      bathrooms: 0,
      address: { ...facts.address, postcode: "1011" },
      title: { ...facts.title, it: " " },
      features: [{ ...facts.features[0]!, en: "Sleeps up to {guest} guests" }],
    };
    expect(errorOf(() => parseWith(apartmentSchema, broken, "mitte/apartment.yaml")).split("\n")).toEqual([
      "mitte/apartment.yaml: bathrooms: Too small: expected number to be >=1",
      "mitte/apartment.yaml: address.postcode: must be 5 digits",
      "mitte/apartment.yaml: title.it: must not be empty",
      expect.stringMatching(
        /^mitte\/apartment\.yaml: features\.#1\.en: unknown placeholder \{guest\}; use one of \{size\}/,
      ),
    ]);
  });

  it("rejects an amenity icon outside the list", () => {
    const broken = [{ icon: "sauna", title: { de: "Sauna" }, items: [{ de: "Finnische Sauna" }] }];
    expect(errorOf(() => parseWith(amenitiesSchema, broken, "amenities.yaml"))).toMatch(/^amenities\.yaml: #1\.icon: /);
  });

  it("rejects a photo that is listed but missing, and one that is not listed", () => {
    const dir = copyOfApartments();
    const list = join(dir, "mitte", "photos.yaml");
    writeFileSync(list, readFileSync(list, "utf8").replace("file: 02-kitchen", "file: 02-kitchen-new"));
    expect(errorOf(() => loadApartment("mitte", dir)).split("\n")).toEqual([
      `${list}: no file ${join(dir, "mitte", "photos")}/02-kitchen-new.jpg`,
      `${list}: photo 02-kitchen.jpg is not listed`,
    ]);
  });

  it("names a photo saved with another ending instead of leaving it out unseen", () => {
    const dir = copyOfApartments();
    const photos = join(dir, "mitte", "photos");
    copyFileSync(join(photos, "02-kitchen.jpg"), join(photos, "11-balcony.JPG"));
    copyFileSync(join(photos, "02-kitchen.jpg"), join(photos, "12-garden.jpeg"));
    expect(errorOf(() => loadApartment("mitte", dir)).split("\n")).toEqual([
      `${join(dir, "mitte", "photos.yaml")}: photo 11-balcony.JPG is not used: only .jpg files are; save it as 11-balcony.jpg`,
      `${join(dir, "mitte", "photos.yaml")}: photo 12-garden.jpeg is not used: only .jpg files are; save it as 12-garden.jpg`,
    ]);
  });
});
