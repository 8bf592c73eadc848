import { createHash } from "node:crypto";
import type { Locale } from "../locales";
import { getSiteMessages } from "./messages.server";

/**
 * A language's strings for the React islands as a file of its own, which a page's first island
 * fetches (app/shared/page-strings.ts) instead of every page carrying them: 1.2 KB of compressed
 * HTML that kept an apartment page out of the first round trip (docs/decisions/033). Named by a
 * hash of what it holds, so it is cached like every other asset; scripts/site/build-end.ts writes it.
 */
export function pageStringsFile(locale: Locale) {
  const json = JSON.stringify({ locale, messages: getSiteMessages(locale) });
  const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
  return { href: `/assets/strings-${locale}-${hash}.json`, json };
}
