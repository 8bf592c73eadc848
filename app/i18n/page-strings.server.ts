import { createHash } from "node:crypto";
import type { Locale } from "../locales";
import { getSiteMessages } from "./messages.server";

/**
 * A language's strings for the islands as a file of its own, fetched by a page's first island, so
 * that the page fits its first round trip (decision 033). Named by its hash, so it caches like any asset.
 */
export function pageStringsFile(locale: Locale) {
  const json = JSON.stringify({ locale, messages: getSiteMessages(locale) });
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  return { href: `/assets/strings-${locale}-${hash}.json`, json };
}
