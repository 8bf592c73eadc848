/**
 * `npm run check:release`: is the content ready to go live?
 * Validates app/content/ (operator data, house rules, apartments), lists every placeholder
 * still in app/content/operator.yaml, every apartment position with fewer than five decimal
 * places or fewer than eight photos of the apartment, and every amenity text without a translation.
 * Exits 1 while anything is wrong or left, 0 when the site may be published.
 */
import { loadContent } from "../app/content/load.server";
import { operatorFile } from "../app/content/schema.server";
import { missingAmenityTranslations } from "../app/lib/amenity-text";
import { apartmentGaps, findPlaceholders } from "../app/lib/release-check";

function main(): number {
  let content;
  try {
    content = loadContent();
  } catch (error) {
    console.error(`${(error as Error).message}\n\nFix these values first: the build fails on them too.`);
    return 1;
  }
  let ready = true;
  const placeholders = findPlaceholders(content.operator);
  if (placeholders.length > 0) {
    ready = false;
    console.error(`${operatorFile} still has ${placeholders.length} placeholder value(s):\n`);
    for (const { field, value } of placeholders) console.error(`  ${field}: ${JSON.stringify(value)}`);
    console.error("\nReplace them with the real data (see docs/operating.md).\n");
  }
  for (const [slug, apartment] of Object.entries(content.apartments)) {
    const gaps = apartmentGaps(apartment);
    if (gaps.length === 0) continue;
    ready = false;
    console.error(`app/content/apartments/${slug}: ${gaps.length} value(s) to complete for search engines:\n`);
    for (const line of gaps) console.error(`  ${line}`);
    console.error("");
  }
  for (const [slug, apartment] of Object.entries(content.apartments)) {
    const texts = apartment.amenities.flatMap((group) => [group.title, ...group.items]);
    const missing = missingAmenityTranslations(texts);
    if (missing.length === 0) continue;
    ready = false;
    console.error(`app/content/apartments/${slug}/amenities.yaml: ${missing.length} text(s) shown in German:\n`);
    for (const line of missing) console.error(`  ${line}`);
    console.error("");
  }
  if (!ready) {
    console.error("Then run this check again.");
    return 1;
  }
  console.log("app/content: no placeholders or missing translations left. Ready to build and publish.");
  return 0;
}

process.exitCode = main();
