/**
 * Finds the placeholder values still in the operator data (app/content/operator.ts):
 * example domains, "Muster…" names and addresses, and numbers made of zeros
 * (00000, 0000000, DE000000000, 0000000000000001). Pure, so it is easy to test;
 * scripts/check-release.ts prints its result.
 */
export interface Placeholder {
  /** Dotted path of the field, e.g. "apartments.mitte.smoobuId". */
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
