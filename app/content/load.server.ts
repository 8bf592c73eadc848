import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, YAMLParseError } from "yaml";
import { locales, type Locale } from "../locales";
import { guestInfoSchema, type GuestInfo } from "./guest-info.server";
import {
  amenitiesSchema,
  apartmentSchema,
  descriptionSchema,
  houseSchema,
  legalDatesSchema,
  operatorFile,
  operatorSchema,
  parseWith,
  photosSchema,
  siteTextsSchema,
  surroundingsSchema,
  type AmenityGroupEntry,
  type ApartmentFacts,
  type HouseRules,
  type LegalDates,
  type OperatorConfig,
  type PhotoEntry,
  type SiteTexts,
  type SurroundingEntry,
} from "./schema.server";

/** Loaders, the build and the tests read content only through here, so the browser never gets the parser. */
const contentDir = "app/content";

export function parseYaml(source: string, file: string): unknown {
  try {
    return parse(source);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const line = error.linePos?.[0].line;
      throw new Error(`${file}: ${line ? `line ${line}: ` : ""}${error.message.split("\n")[0]}`, { cause: error });
    }
    throw error;
  }
}

function readText(file: string): string {
  if (!existsSync(file)) throw new Error(`${file}: file not found`);
  return readFileSync(file, "utf8");
}

const readYaml = (file: string) => parseYaml(readText(file), file);

export function loadOperator(file = operatorFile): OperatorConfig {
  return parseWith(operatorSchema, readYaml(file), file);
}

export function loadHouse(file = join(contentDir, "house.yaml")): HouseRules {
  return parseWith(houseSchema, readYaml(file), file);
}

const legalDatesFile = join(contentDir, "legal-dates.yaml");
const loadLegalDates = (): LegalDates => parseWith(legalDatesSchema, readYaml(legalDatesFile), legalDatesFile);
const siteTextsFile = join(contentDir, "site-texts.json");
const loadSiteTexts = (): SiteTexts => parseWith(siteTextsSchema, readYaml(siteTextsFile), siteTextsFile);

/** A folder under app/content/apartments/ is an apartment; nothing in the code lists them. */
export type ApartmentSlug = string;

export interface ApartmentContent {
  slug: ApartmentSlug;
  facts: ApartmentFacts;
  photos: PhotoEntry[];
  amenities: AmenityGroupEntry[];
  surroundings: SurroundingEntry[];
  description: Record<Locale, string>;
  guestInfo: GuestInfo;
}

export function loadApartment(slug: ApartmentSlug, dir = join(contentDir, "apartments")): ApartmentContent {
  const folder = join(dir, slug);
  const file = (name: string) => join(folder, name);
  const facts = parseWith(apartmentSchema, readYaml(file("apartment.yaml")), file("apartment.yaml"));
  const photos = parseWith(photosSchema, readYaml(file("photos.yaml")), file("photos.yaml"));
  const amenities = parseWith(amenitiesSchema, readYaml(file("amenities.yaml")), file("amenities.yaml"));
  const surroundings = parseWith(surroundingsSchema, readYaml(file("surroundings.yaml")), file("surroundings.yaml"));
  const guestInfo = parseWith(guestInfoSchema, readYaml(file("guest-info.yaml")), file("guest-info.yaml"));
  const description = Object.fromEntries(
    locales.map((locale) => {
      const md = file(`description.${locale}.md`);
      return [locale, parseWith(descriptionSchema, readText(md), md).trim()];
    }),
  ) as Record<Locale, string>;

  const photoDir = file("photos");
  const inFolder = existsSync(photoDir) ? readdirSync(photoDir) : [];
  const files = inFolder.filter((name) => name.endsWith(".jpg")).map((name) => name.slice(0, -".jpg".length));
  const listed = photos.map((photo) => photo.file);
  const problems = [
    ...inFolder
      .filter((name) => /\.(jpe?g|png|webp|avif|heic|heif|tiff?|gif)$/i.test(name) && !name.endsWith(".jpg"))
      .map((name) => `photo ${name} is not used: only .jpg files are; save it as ${name.replace(/\.\w+$/, ".jpg")}`),
    ...listed.filter((name) => !files.includes(name)).map((name) => `no file ${photoDir}/${name}.jpg`),
    ...files.filter((name) => !listed.includes(name)).map((name) => `photo ${name}.jpg is not listed`),
  ];
  if (facts.imageUrl && !listed.includes(facts.imageUrl)) {
    problems.push(`imageUrl: ${facts.imageUrl} is not a photo in photos.yaml (${file("apartment.yaml")})`);
  }
  if (problems.length) throw new Error(problems.map((problem) => `${file("photos.yaml")}: ${problem}`).join("\n"));
  return { slug, facts, photos, amenities, surroundings, description, guestInfo };
}

export interface Content {
  operator: OperatorConfig;
  house: HouseRules;
  legalDates: LegalDates;
  siteTexts: SiteTexts;
  apartments: Record<ApartmentSlug, ApartmentContent>;
}

let cached: Content | undefined;

/** A letter first, so that it keeps its place among object keys. */
const slugPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Names a folder cannot have: the site's own paths. Tests check this list against `locales` and `legalPages`. */
export const reservedSlugs: readonly string[] = [
  ...locales,
  ...["booknow", "all", "404", "agb", "impressum", "datenschutz", "admin", "assets", "embed"],
];

/** Nothing in the folders read or checked: the content editor must open even while a file there is wrong. */
export function apartmentFolders(dir = join(contentDir, "apartments")): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Each names one apartment, here and at Smoobu, so a copied folder not yet changed stops the build. */
const ownFields = ["id", "smoobuId", "verificationHash", "registrationNumber"] as const;

export function listApartments(dir: string): ApartmentContent[] {
  const names = apartmentFolders(dir);
  for (const name of names) {
    if (!slugPattern.test(name)) {
      throw new Error(
        `${dir}/${name}: a folder's name is the apartment's web address: lower-case letters, digits and hyphens, starting with a letter`,
      );
    }
    if (reservedSlugs.includes(name)) {
      throw new Error(`${dir}/${name}: the site already uses /${name}; give the folder another name`);
    }
  }
  if (!names.length) throw new Error(`${dir}: no apartment folder`);
  const apartments = names.map((name) => loadApartment(name, dir));
  for (const field of ownFields) {
    const seen = new Map<string, string>();
    for (const { slug, facts } of apartments) {
      const other = seen.get(facts[field]);
      if (other) {
        throw new Error(
          `${dir}/${slug}/apartment.yaml: ${field}: the same as in ${dir}/${other}; each apartment has its own`,
        );
      }
      seen.set(facts[field], slug);
    }
  }
  return apartments.sort((a, b) => a.facts.order - b.facts.order || a.slug.localeCompare(b.slug));
}

/** The one list the routes, menus, footer, selector and sitemap follow. */
export function apartmentSlugs(): ApartmentSlug[] {
  return Object.keys(loadContent().apartments);
}

export function apartmentContent(slug: ApartmentSlug): ApartmentContent {
  const apartment = loadContent().apartments[slug];
  if (!apartment) throw new Error(`app/content/apartments/${slug}: no such apartment folder`);
  return apartment;
}

export function checkHeroPhoto(heroPhoto: string, apartments: readonly ApartmentContent[]): void {
  const [folder, name] = heroPhoto.split("/");
  if (!apartments.some(({ slug, photos }) => slug === folder && photos.some(({ file }) => file === name))) {
    throw new Error(`${siteTextsFile}: heroPhoto: no photo ${name} in ${contentDir}/apartments/${folder}/photos.yaml`);
  }
}

/** Read and validated once per process. */
export function loadContent(): Content {
  if (cached) return cached;
  const apartments = listApartments(join(contentDir, "apartments"));
  const siteTexts = loadSiteTexts();
  checkHeroPhoto(siteTexts.heroPhoto, apartments);
  cached = {
    operator: loadOperator(),
    house: loadHouse(),
    legalDates: loadLegalDates(),
    siteTexts,
    apartments: Object.fromEntries(apartments.map((apartment) => [apartment.slug, apartment])),
  };
  return cached;
}
