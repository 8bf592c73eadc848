import { parse } from "yaml";
import { bedSleeps, type GuestInfo } from "./guest-info.server";
import { showsOutside, type PhotoRoom } from "./photo-rooms";
import { parseWith, toConfirmFile, toConfirmSchema, type StatementToConfirm } from "./schema.server";

/**
 * Finds the placeholder values still in the operator data (app/content/operator.ts):
 * example domains, "Muster…" names and addresses, and numbers made of zeros
 * (00000, 0000000, DE000000000, 0000000000000001). Pure, so it is easy to test;
 * scripts/dev/check-release.ts prints its result.
 */
export interface Placeholder {
  /** Dotted path of the field, e.g. "smoobuAccountId" or "address.street". */
  field: string;
  value: string;
}

/** Words that only placeholders contain. */
const placeholderWords = /example|muster|lorem ipsum|placeholder|changeme/i;
/** A run of five or more zeros, optionally ending in one other digit: "00000", "0000001". */
const zeroRun = /^0{5,}\d?$/;

export function isPlaceholder(value: string): boolean {
  if (placeholderWords.test(value)) return true;
  return (value.match(/\d+/g) ?? []).some((run) => zeroRun.test(run));
}

/** Every string in the data that still looks like a placeholder, with its field. */
export function findPlaceholders(data: unknown, path: string[] = []): Placeholder[] {
  if (typeof data === "string") {
    return isPlaceholder(data) ? [{ field: path.join("."), value: data }] : [];
  }
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) => findPlaceholders(value, [...path, key]));
  }
  return [];
}

/** An apartment's booking ids and registration number (its apartment.yaml), as far as given. */
type ApartmentIds = Partial<Record<"smoobuId" | "verificationHash" | "registrationNumber", string>>;

/** The ids of an apartment still the shipped placeholders, as "smoobuId: "0000000" is a placeholder …". */
function idGaps({ smoobuId, verificationHash, registrationNumber }: ApartmentIds): string[] {
  return findPlaceholders({ smoobuId, verificationHash, registrationNumber }).map(
    ({ field, value }) => `${field}: ${JSON.stringify(value)} is a placeholder; enter the real one`,
  );
}

/**
 * One line for the end of every build while placeholders remain (the build itself passes with
 * them): in the operator data and in each apartment's ids.
 */
export function releaseReminder(operator: unknown, apartments: { facts: ApartmentIds }[] = []): string | null {
  const count =
    findPlaceholders(operator).length + apartments.reduce((sum, { facts }) => sum + idGaps(facts).length, 0);
  if (count === 0) return null;
  return `Not ready to go live: ${count} placeholder value${count === 1 ? "" : "s"} still in app/content (operator.yaml, the apartments' ids). npm run check:release lists them and anything else left.`;
}

/** The decimal places a number is written with: 52.5357 → 4. */
export function decimalPlaces(value: number): number {
  return (String(value).split(".")[1] ?? "").length;
}

/** Google wants a rental's position to at least five decimal places (about 1 m). */
export const minimumDecimals = 5;
/** Google wants at least eight photos of the rental itself. */
export const minimumApartmentPhotos = 8;

/** docs/product.md: the six to eight amenities that matter most, shown at a glance. */
export const glanceCount = { min: 6, max: 8 };

interface ApartmentForRelease {
  facts: { lat: number; lng: number } & ApartmentIds;
  photos: { file: string; room: PhotoRoom }[];
  amenities: { items: { glance?: string }[] }[];
}

/**
 * What an apartment's data still lacks, as "lat: 52.5357 has 4 decimal places …": booking ids
 * still the shipped placeholders, and for search engines a position of fewer than five decimal
 * places (the shipped ones are the original listing's approximations), fewer than eight photos of
 * the apartment itself, and fewer than six or more than eight amenities marked for the glance row.
 */
export function apartmentGaps({ facts, photos, amenities }: ApartmentForRelease): string[] {
  const gaps = idGaps(facts);
  const position = (["lat", "lng"] as const)
    .filter((field) => decimalPlaces(facts[field]) < minimumDecimals)
    .map(
      (field) =>
        `${field}: ${facts[field]} has ${decimalPlaces(facts[field])} decimal places; enter the building's position with at least ${minimumDecimals}`,
    );
  gaps.push(...position);
  const inside = photos.filter((photo) => !showsOutside(photo)).length;
  if (inside < minimumApartmentPhotos) {
    gaps.push(
      `photos: ${inside} photos of the apartment itself; search engines want at least ${minimumApartmentPhotos}`,
    );
  }
  const marked = amenities.flatMap((group) => group.items).filter((item) => item.glance).length;
  if (marked < glanceCount.min || marked > glanceCount.max) {
    gaps.push(
      `amenities: ${marked} marked "at a glance"; mark ${glanceCount.min} to ${glanceCount.max} (the ones guests look for first)`,
    );
  }
  return gaps;
}

/**
 * The photos still as the placeholders were drawn (`generated`: the SHA-256 of each drawn file,
 * app/content/placeholder-photos.json), as "photos/01-living-room.jpg".
 */
export function placeholderPhotos(photos: { file: string; sha256: string }[], generated: Iterable<string>): string[] {
  const drawn = new Set(generated);
  return photos.filter((photo) => drawn.has(photo.sha256)).map(({ file }) => `photos/${file}`);
}

/** The widest picture the build makes of a photo (app/apartment/photos.server.ts): a narrower one looks soft. */
export const minimumPhotoWidth = 1600;

/** Photos narrower than the build's widest picture, as "photos/01-living-room.jpg: 800 × 450 px; …". */
export function smallPhotos(photos: { file: string; width: number; height: number }[]): string[] {
  return photos
    .filter((photo) => photo.width < minimumPhotoWidth)
    .map(
      ({ file, width, height }) =>
        `photos/${file}: ${width} × ${height} px; use one at least ${minimumPhotoWidth} px wide (1920 × 1080 is ideal)`,
    );
}

/**
 * Legal texts that describe WhatsApp while the operator offers none (`whatsapp: ""` hides the
 * link): the privacy policy must not describe processing that does not happen.
 */
export function unusedWhatsAppTexts(whatsapp: string, texts: Record<string, string>): string[] {
  if (whatsapp) return [];
  return Object.entries(texts)
    .filter(([, text]) => /whatsapp/i.test(text))
    .map(([file]) => `${file}: describes WhatsApp, but operator.yaml has no WhatsApp number; remove those passages`);
}

/**
 * Legal texts (the AGB and the Impressum, `texts` by file) that leave an apartment out: each names
 * every apartment's registration number with its token, `{{slug.registrationNumber}}`. A new
 * apartment folder builds without it; going live without it would not be lawful.
 */
export function apartmentsMissingFromLegalTexts(slugs: readonly string[], texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([file, text]) =>
    slugs
      .filter((slug) => !new RegExp(`\\{\\{\\s*${slug}\\.registrationNumber\\s*\\}\\}`).test(text))
      .map(
        (slug) =>
          `${file}: does not name the apartment ${slug}; add its {{${slug}.title}}, {{${slug}.address}} and {{${slug}.registrationNumber}} beside the others`,
      ),
  );
}

/** A street without a house number ("Zionskirchplatz"): the AGB and search engines name the address. */
export function streetGap(street: string): string[] {
  return /\d/.test(street)
    ? []
    : [`address.street: ${JSON.stringify(street)} has no house number; add it (the AGB and search engines state it)`];
}

/** Sleeping places a room list offers, or null while any room's beds are not known. */
export function sleepingPlaces(rooms: NonNullable<GuestInfo["sleeping"]["value"]>): number | null {
  let places = 0;
  for (const { beds } of rooms) {
    if (beds === null) return null;
    for (const bed of beds) places += bedSleeps[bed.type] * bed.count;
  }
  return places;
}

/**
 * What guests ask before booking that the operator has not confirmed yet (guest-info.yaml), as
 * "floor: not known; guests are told to ask", and beds that sleep more or fewer guests than
 * apartment.yaml's `guests`.
 */
export function guestInfoGaps(info: GuestInfo, guests: number | undefined): string[] {
  const rooms = info.sleeping.value;
  const places = rooms ? sleepingPlaces(rooms) : null;
  const gaps = (Object.keys(info) as (keyof GuestInfo)[])
    .filter((field) => !info[field].confirmed)
    .map((field) =>
      info[field].value === null || (field === "sleeping" && places === null)
        ? `${field}: not known yet; the page asks guests to get in touch. Enter it and set confirmed: true`
        : `${field}: ${JSON.stringify(info[field].value)} is not confirmed; check it and set confirmed: true`,
    );
  if (places !== null && guests !== undefined && places !== guests) {
    gaps.push(`sleeping: the beds sleep ${places}, apartment.yaml says guests: ${guests}; make the two agree`);
  }
  return gaps;
}

/**
 * The statements of app/content/to-confirm.yaml, validated: what the site states that only the
 * operator (or an advisor) can confirm. Throws one line per problem, naming the file and the
 * field ("app/content/to-confirm.yaml: #3.why: missing").
 */
export function parseToConfirm(text: string): StatementToConfirm[] {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new Error(`${toConfirmFile}: ${(error as Error).message}`, { cause: error });
  }
  return parseWith(toConfirmSchema, data, toConfirmFile);
}

/** The file or pattern of a place: "app/content/legal/*\/agb.md (section 4)" → "app/content/legal/*\/agb.md". */
const placeFile = (place: string) => place.split(" (")[0]!;

/**
 * Places that name no file (`count`: how many files a pattern matches), as the schema's errors
 * read: the statements must point at the files where the site makes them.
 */
export function placesNotFound(statements: StatementToConfirm[], count: (pattern: string) => number): string[] {
  return statements.flatMap((statement, i) =>
    statement.where.flatMap((place, j) =>
      count(placeFile(place)) > 0
        ? []
        : [`${toConfirmFile}: #${i + 1}.where.#${j + 1}: no file matches ${placeFile(place)}`],
    ),
  );
}

/**
 * The statements not confirmed yet, grouped by topic in the file's order: each with why it needs
 * confirming and where the site makes it; a blank line between topics.
 */
export function unconfirmedStatements(statements: StatementToConfirm[]): string[] {
  const open = statements.filter((statement) => !statement.confirmed);
  return [...new Set(open.map((statement) => statement.topic))].flatMap((topic, i) => [
    ...(i > 0 ? [""] : []),
    topic,
    ...open
      .filter((statement) => statement.topic === topic)
      .flatMap(({ what, why, where }) => [`- ${what}`, `  Why: ${why}`, `  Where: ${where.join("; ")}`]),
  ]);
}
