/**
 * `npm run check:release`: is the content ready to go live?
 * Validates app/content/ (operator data, house rules, apartments), lists every placeholder
 * still in app/content/operator.yaml, every apartment position with fewer than five decimal
 * places or fewer than eight photos of the apartment, every fact guests ask about that is not
 * confirmed yet (guest-info.yaml), and every amenity text without a translation.
 * Exits 1 while anything is wrong or left, 0 when the site may be published.
 */
import { loadContent } from "../app/content/load.server";
import { operatorFile } from "../app/content/schema.server";
import { missingAmenityTranslations } from "../app/lib/amenity-text";
import { apartmentGaps, findPlaceholders, guestInfoGaps } from "../app/lib/release-check";

function main(): number {
  let content;
  try {
    content = loadContent();
  } catch (error) {
    console.error(`${(error as Error).message}\n\nFix these values first: the build fails on them too.`);
    return 1;
  }
  let ready = true;
  /** Prints one file's findings under a heading; anything found means not ready. */
  const report = (heading: string, lines: string[], advice = "") => {
    if (lines.length === 0) return;
    ready = false;
    console.error(`${heading}:\n`);
    for (const line of lines) console.error(`  ${line}`);
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
  for (const [slug, apartment] of Object.entries(content.apartments)) {
    const folder = `app/content/apartments/${slug}`;
    const gaps = apartmentGaps(apartment);
    report(`${folder}: ${gaps.length} value(s) to complete for search engines`, gaps);
    const answers = guestInfoGaps(apartment.guestInfo, apartment.facts.guests);
    report(`${folder}/guest-info.yaml: ${answers.length} answer(s) for guests to confirm`, answers);
    const texts = apartment.amenities.flatMap((group) => [group.title, ...group.items]);
    const missing = missingAmenityTranslations(texts);
    report(`${folder}/amenities.yaml: ${missing.length} text(s) shown in German`, missing);
  }
  if (!ready) {
    console.error("Then run this check again.");
    return 1;
  }
  console.log("app/content: no placeholders or missing translations left. Ready to build and publish.");
  return 0;
}

process.exitCode = main();
