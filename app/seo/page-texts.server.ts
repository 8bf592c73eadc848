import { loadContent } from "../content/load.server";
import type { Messages } from "../i18n/en";
import type { Locale } from "../i18n/locales";
import { getMessages } from "../i18n/messages.server";
import { withValues } from "../i18n/fill";
import { getApartmentFacts } from "../apartment/apartments.server";
import { getSiteValues } from "../i18n/site-messages.server";
import { isLegalPage, apartmentOfPath, type pagePaths } from "../shared/site";

type MetaKey = keyof Messages["meta"];
/** A page below its language: "" (home), "pberg", "booknow/mitte", "agb" … (app/shared/site.ts). */
export type PagePath = (typeof pagePaths)[number];

/** The message keys of a page's title and description, each written for that page. */
function keysOf(page: PagePath): [MetaKey, MetaKey] {
  if (page === "") return ["homeTitle", "homeDescription"];
  if (page === "booknow") return ["bookingTitle", "bookingDescription"];
  if (page === "booknow/pberg") return ["bookingPbergTitle", "bookingPbergDescription"];
  if (page === "booknow/mitte") return ["bookingMitteTitle", "bookingMitteDescription"];
  if (page === "pberg" || page === "mitte" || isLegalPage(page)) return [`${page}Title`, `${page}Description`];
  throw new Error(`no title for the page "${page}": add its keys to the meta messages`);
}

/**
 * A page's title (without the brand; app/seo/meta.ts adds it where it fits) and description in
 * a language, with the facts filled in: an apartment's ({size}, {guests} …) on its own pages,
 * the site's ({maxGuests}, {checkIn} …) and the brand ({siteName}) everywhere.
 */
export function pageTexts(locale: Locale, page: PagePath): { title: string; description: string } {
  const [title, description] = keysOf(page);
  const slug = apartmentOfPath(`/${page}`);
  const facts = {
    ...(slug ? getApartmentFacts(slug, locale) : getSiteValues(locale)),
    siteName: loadContent().operator.brand,
  };
  const { meta } = getMessages(locale);
  return withValues({ title: meta[title], description: meta[description] }, facts);
}
