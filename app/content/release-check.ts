import { parse } from "yaml";
import { bedSleeps, type GuestInfo } from "./guest-info.server";
import { showsOutside, type PhotoRoom } from "./photo-rooms";
import { parseWith, toConfirmFile, toConfirmSchema, type StatementToConfirm } from "./schema.server";

/** Finds the placeholder values still in the operator data; scripts/dev/check-release.ts prints the result. */
export interface Placeholder {
  field: string;
  value: string;
}

const placeholderWords = /example|muster|lorem ipsum|placeholder|changeme/i;
const zeroRun = /^0{5,}\d?$/;

export function isPlaceholder(value: string): boolean {
  if (placeholderWords.test(value)) return true;
  return (value.match(/\d+/g) ?? []).some((run) => zeroRun.test(run));
}

export function findPlaceholders(data: unknown, path: string[] = []): Placeholder[] {
  if (typeof data === "string") {
    return isPlaceholder(data) ? [{ field: path.join("."), value: data }] : [];
  }
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) => findPlaceholders(value, [...path, key]));
  }
  return [];
}

type ApartmentIds = Partial<Record<"smoobuId" | "verificationHash" | "registrationNumber", string>>;

function idGaps({ smoobuId, verificationHash, registrationNumber }: ApartmentIds): string[] {
  return findPlaceholders({ smoobuId, verificationHash, registrationNumber }).map(
    ({ field, value }) => `${field}: ${JSON.stringify(value)} is a placeholder; enter the real one`,
  );
}

/** One line for the end of every build while placeholders remain: the build itself passes with them. */
export function releaseReminder(operator: unknown, apartments: { facts: ApartmentIds }[] = []): string | null {
  const count =
    findPlaceholders(operator).length + apartments.reduce((sum, { facts }) => sum + idGaps(facts).length, 0);
  if (count === 0) return null;
  return `Not ready to go live: ${count} placeholder value${count === 1 ? "" : "s"} still in app/content (operator.yaml, the apartments' ids). npm run check:release lists them and anything else left.`;
}

export function decimalPlaces(value: number): number {
  return (String(value).split(".")[1] ?? "").length;
}

/** Google's minimums: a rental's position in decimal places, and photos of the rental itself. */
export const minimumDecimals = 5;
export const minimumApartmentPhotos = 8;

/** The amenities that matter most, shown at a glance (docs/product.md). */
export const glanceCount = { min: 6, max: 8 };

interface ApartmentForRelease {
  facts: { lat: number; lng: number } & ApartmentIds;
  photos: { file: string; room: PhotoRoom }[];
  amenities: { items: { glance?: string }[] }[];
}

/** What an apartment's data still lacks; the shipped positions are the original listing's approximations. */
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

/** The photos still as the placeholders were drawn (`generated`: their SHA-256, placeholder-photos.json). */
export function placeholderPhotos(photos: { file: string; sha256: string }[], generated: Iterable<string>): string[] {
  const drawn = new Set(generated);
  return photos.filter((photo) => drawn.has(photo.sha256)).map(({ file }) => `photos/${file}`);
}

/** The widest picture the build makes of a photo (app/apartment/photos.server.ts): a narrower one looks soft. */
export const minimumPhotoWidth = 1600;

export function smallPhotos(photos: { file: string; width: number; height: number }[]): string[] {
  return photos
    .filter((photo) => photo.width < minimumPhotoWidth)
    .map(
      ({ file, width, height }) =>
        `photos/${file}: ${width} × ${height} px; use one at least ${minimumPhotoWidth} px wide (1920 × 1080 is ideal)`,
    );
}

/** The privacy policy must not describe processing that does not happen (`whatsapp: ""` hides the link). */
export function unusedWhatsAppTexts(whatsapp: string, texts: Record<string, string>): string[] {
  if (whatsapp) return [];
  return Object.entries(texts)
    .filter(([, text]) => /whatsapp/i.test(text))
    .map(([file]) => `${file}: describes WhatsApp, but operator.yaml has no WhatsApp number; remove those passages`);
}

/** A new apartment folder builds without its registration number in the AGB and Impressum; going live so would not be lawful. */
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

export function streetGap(street: string): string[] {
  return /\d/.test(street)
    ? []
    : [`address.street: ${JSON.stringify(street)} has no house number; add it (the AGB and search engines state it)`];
}

/** Null while any room's beds are not known. */
export function sleepingPlaces(rooms: NonNullable<GuestInfo["sleeping"]["value"]>): number | null {
  let places = 0;
  for (const { beds } of rooms) {
    if (beds === null) return null;
    for (const bed of beds) places += bedSleeps[bed.type] * bed.count;
  }
  return places;
}

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

export function parseToConfirm(text: string): StatementToConfirm[] {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new Error(`${toConfirmFile}: ${(error as Error).message}`, { cause: error });
  }
  return parseWith(toConfirmSchema, data, toConfirmFile);
}

const placeFile = (place: string) => place.split(" (")[0]!;

export function placesNotFound(statements: StatementToConfirm[], count: (pattern: string) => number): string[] {
  return statements.flatMap((statement, i) =>
    statement.where.flatMap((place, j) =>
      count(placeFile(place)) > 0
        ? []
        : [`${toConfirmFile}: #${i + 1}.where.#${j + 1}: no file matches ${placeFile(place)}`],
    ),
  );
}

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

/** Until the operator has compared the provider's amount with a real checkout, the pages show no amount (PAngV). */
export function priceGaps(quotedPrice: { confirmed: boolean }): string[] {
  if (quotedPrice.confirmed) return [];
  return [
    "quotedPrice.confirmed: false; the apartment pages show availability and no amount until you compare one stay's amount with Smoobu's checkout and set it to true",
  ];
}
