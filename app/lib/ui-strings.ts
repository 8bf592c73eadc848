import type { PageMessages } from "../i18n/page-messages";

/**
 * The layout's UI strings (header, footer, cookie banner, embeds …) travel as one cached file per
 * language, `/assets/strings-{locale}-{hash}.json`, not in every page's route data
 * (docs/decisions/018-ui-strings-file.md). The route data names the file; the page's HTML is
 * already rendered with the strings, so only React needs them, before it hydrates
 * (app/entry.client.tsx) and before a navigation renders another language (locale-layout.tsx).
 */
const loaded = new Map<string, PageMessages>();

/** Where a language's strings are served: a content hash in the name, so it can be cached for good. */
export const uiStringsUrl = (locale: string, hash: string) => `/assets/strings-${locale}-${hash}.json`;

/** The build has the strings at hand (prerender, dev server): no request. */
export function keepUiStrings(url: string, strings: PageMessages) {
  loaded.set(url, strings);
}

/** Fetches a strings file unless it is loaded (the `<link rel="preload">` in the page has usually brought it). */
export async function loadUiStrings(url: string): Promise<PageMessages> {
  if (!loaded.has(url)) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    loaded.set(url, (await response.json()) as PageMessages);
  }
  return uiStrings(url);
}

/** The strings of a file already loaded (a render cannot wait). */
export function uiStrings(url: string): PageMessages {
  const strings = loaded.get(url);
  if (!strings) throw new Error(`UI strings ${url} used before they were loaded`);
  return strings;
}
