import type { Locale } from "../locales";
import type { PageMessages } from "../i18n/page-messages";

export interface PageStrings {
  locale: Locale;
  messages: PageMessages;
}

let loading: Promise<PageStrings> | undefined;

/** Fetched once, with the first island's code; a failed fetch is tried again by the next island that asks. */
export function pageStrings(): Promise<PageStrings> {
  loading ??= (async () => {
    const href = JSON.parse(document.getElementById("page-strings")!.textContent!) as string;
    const response = await fetch(href);
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return (await response.json()) as PageStrings;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
