import type { ApartmentContent } from "../content/load.server";
import { siteOperator } from "../content/operator";
import type { Messages } from "../i18n/en";
import type { Locale } from "../locales";
import { getMessages, getSiteValues } from "../i18n/messages.server";
import { withValues, type TextValues } from "../i18n/fill";
import { isLegalPage, type PagePath } from "../pages.server";

type MetaKey = keyof Messages["meta"];
type Texts = { title: string; description: string };

/** The message keys of a site page's title and description (an apartment's pages have theirs in its content). */
function keysOf(page: PagePath): [MetaKey, MetaKey] {
  if (page === "") return ["homeTitle", "homeDescription"];
  if (page === "booknow") return ["bookingTitle", "bookingDescription"];
  if (isLegalPage(page)) return [`${page}Title`, `${page}Description`];
  throw new Error(`no title for the page "${page}": add its keys to the meta messages`);
}

/**
 * A site page's title (without the brand: app/seo/meta.ts adds it where it fits) and description
 * in a language, with the site's values ({maxGuests}, {checkIn} …) and the brand filled in.
 */
export function pageTexts(locale: Locale, page: PagePath): Texts {
  const [title, description] = keysOf(page);
  const { meta } = getMessages(locale);
  return withValues({ title: meta[title], description: meta[description] }, withBrand(getSiteValues(locale)));
}

/** An apartment's page's or its booking page's title and description, with the values its route built. */
export function apartmentTexts(
  { facts }: ApartmentContent,
  values: TextValues,
  page: "apartment" | "booking",
  locale: Locale,
): Texts {
  const booking = page === "booking";
  const written = {
    title: facts[booking ? "bookingTitle" : "pageTitle"][locale],
    description: facts[booking ? "bookingDescription" : "pageDescription"][locale],
  };
  return withValues(written, withBrand(values));
}

function withBrand(values: TextValues): TextValues {
  return { ...values, siteName: siteOperator.brand };
}
