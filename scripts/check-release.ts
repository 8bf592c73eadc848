/**
 * `npm run check:release`: is the operator data ready to go live?
 * Validates app/content/operator.ts and lists every placeholder still in place.
 * Exits 1 while anything is wrong or left, 0 when the site may be published.
 */
import { operator } from "../app/content/operator";
import { operatorFile, parseOperator } from "../app/content/operator-schema.server";
import { findPlaceholders } from "../app/lib/release-check";

function main(): number {
  try {
    parseOperator(operator);
  } catch (error) {
    console.error(`${(error as Error).message}\n\nFix these values first: the build fails on them too.`);
    return 1;
  }
  const placeholders = findPlaceholders(operator);
  if (placeholders.length > 0) {
    console.error(`${operatorFile} still has ${placeholders.length} placeholder value(s):\n`);
    for (const { field, value } of placeholders) console.error(`  ${field}: ${JSON.stringify(value)}`);
    console.error("\nReplace them with the real data (see docs/operating.md), then run this check again.");
    return 1;
  }
  console.log(`${operatorFile}: no placeholders left. Ready to build and publish.`);
  return 0;
}

process.exitCode = main();
