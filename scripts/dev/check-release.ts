// npm run check:release: what is still placeholder, missing or unconfirmed in the content before
// going live (docs/operating.md); exits 1 while anything is left.
import { createHash } from "node:crypto";
import { globSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { loadContent } from "../../app/content/load.server";
import { operatorFile, toConfirmFile } from "../../app/content/schema.server";
import { missingAmenityTranslations } from "../../app/apartment/amenity-text";
import {
  apartmentGaps,
  apartmentsMissingFromLegalTexts,
  findPlaceholders,
  guestInfoGaps,
  parseToConfirm,
  placeholderPhotos,
  placesNotFound,
  priceGaps,
  smallPhotos,
  streetGap,
  unconfirmedStatements,
  unusedWhatsAppTexts,
} from "../../app/content/release-check";
import { locales } from "../../app/locales";

/** The SHA-256 of every placeholder photo as it was drawn. */
const drawn: Record<string, string> = JSON.parse(readFileSync("app/content/placeholder-photos.json", "utf8"));

async function main(): Promise<number> {
  let content;
  try {
    content = loadContent();
  } catch (error) {
    console.error(`${(error as Error).message}\n\nFix these values first: the build fails on them too.`);
    return 1;
  }
  let statements;
  try {
    statements = parseToConfirm(readFileSync(toConfirmFile, "utf8"));
  } catch (error) {
    console.error(`${(error as Error).message}\n\nFix these entries first.`);
    return 1;
  }
  const unplaced = placesNotFound(statements, (pattern) => globSync(pattern).length);
  if (unplaced.length > 0) {
    console.error(`${unplaced.join("\n")}\n\nName the files where the site makes each statement.`);
    return 1;
  }
  let ready = true;
  const report = (heading: string, lines: string[], advice = "") => {
    if (lines.length === 0) return;
    ready = false;
    console.error(`${heading}:\n`);
    for (const line of lines) console.error(line ? `  ${line}` : "");
    console.error(advice ? `\n${advice}\n` : "");
  };
  const placeholders = findPlaceholders(content.operator).map(
    ({ field, value }) => `${field}: ${JSON.stringify(value)}`,
  );
  report(
    `${operatorFile} still has ${placeholders.length} placeholder value(s)`,
    placeholders,
    "Replace them with the real data (see docs/operating.md).",
  );
  const legalTexts = Object.fromEntries(
    locales.map((locale) => {
      const file = `app/content/legal/${locale}/datenschutz.md`;
      return [file, readFileSync(file, "utf8")];
    }),
  );
  const naming = Object.fromEntries(
    locales.flatMap((locale) =>
      ["agb", "impressum"].map((page) => {
        const file = `app/content/legal/${locale}/${page}.md`;
        return [file, readFileSync(file, "utf8")];
      }),
    ),
  );
  report("Legal texts to correct", [
    ...unusedWhatsAppTexts(content.operator.whatsapp ?? "", legalTexts),
    ...apartmentsMissingFromLegalTexts(Object.keys(content.apartments), naming),
  ]);
  report(
    "app/content/house.yaml: the price is not confirmed",
    priceGaps(content.house.quotedPrice),
    'docs/operating.md, "Dates, availability and prices", says how to check it once against the live provider.',
  );
  for (const [slug, apartment] of Object.entries(content.apartments)) {
    const folder = `app/content/apartments/${slug}`;
    const gaps = [...streetGap(apartment.facts.address.street), ...apartmentGaps(apartment)];
    report(`${folder}/apartment.yaml: ${gaps.length} value(s) to complete`, gaps);
    const photos = await Promise.all(
      apartment.photos.map(async ({ file }) => {
        const bytes = readFileSync(`${folder}/photos/${file}.jpg`);
        const { width = 0, height = 0 } = await sharp(bytes).metadata();
        return { file: `${file}.jpg`, sha256: createHash("sha256").update(bytes).digest("hex"), width, height };
      }),
    );
    const drawnPhotos = placeholderPhotos(photos, Object.values(drawn));
    report(
      `${folder}: ${drawnPhotos.length} photo(s) still the drawn placeholders`,
      drawnPhotos,
      'Put the real photos in their place under the same names (docs/operating.md, "Replace a photo").',
    );
    report(`${folder}: photo(s) too small for sharp pictures`, smallPhotos(photos));
    const answers = guestInfoGaps(apartment.guestInfo, apartment.facts.guests);
    report(`${folder}/guest-info.yaml: ${answers.length} answer(s) for guests to confirm`, answers);
    const texts = apartment.amenities.flatMap((group) => [group.title, ...group.items]);
    const missing = missingAmenityTranslations(texts);
    report(`${folder}/amenities.yaml: ${missing.length} text(s) shown in German`, missing);
  }
  const open = statements.filter((statement) => !statement.confirmed).length;
  report(
    `${toConfirmFile}: ${open} statement(s) only you can confirm`,
    unconfirmedStatements(statements),
    "Confirm each, or correct it where it is used (in all five languages); then set confirmed: true.",
  );
  if (!ready) {
    console.error("Then run this check again.");
    return 1;
  }
  console.log("app/content: nothing left to replace, translate or confirm. Ready to build and publish.");
  return 0;
}

process.exitCode = await main();
