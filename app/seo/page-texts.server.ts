import { loadContent, type ApartmentContent } from "../content/load.server";
import type { Messages } from "../i18n/en";
import type { Locale } from "../locales";
import { getMessages, getSiteValues } from "../i18n/messages.server";
import { withValues } from "../i18n/fill";
import { getApartmentFacts } from "../apartment/apartments.server";
import { apartmentOfPath, isLegalPage, type PagePath } from "../pages.server";

type MetaKey = keyof Messages["meta"];

/** The message keys of a page's title and description (an apartment's pages have theirs in its content). */
function keysOf(page: PagePath): [MetaKey, MetaKey] {
  if (page === "") return ["homeTitle", "homeDescription"];
  if (page === "booknow") return ["bookingTitle", "bookingDescription"];
  if (isLegalPage(page)) return [`${page}Title`, `${page}Description`];
  throw new Error(`no title for the page "${page}": add its keys to the meta messages`);
}

/** A page's title and description as written, before the facts are filled in. */
function writtenTexts(locale: Locale, page: PagePath, apartment: ApartmentContent | null) {
  if (apartment) {
    const { facts } = apartment;
    const booking = page.startsWith("booknow/");
    return {
      title: facts[booking ? "bookingTitle" : "pageTitle"][locale],
      description: facts[booking ? "bookingDescription" : "pageDescription"][locale],
    };
  }
  const [title, description] = keysOf(page);
  const { meta } = getMessages(locale);
  return { title: meta[title], description: meta[description] };
}

/**
 * A page's title (without the brand; app/seo/meta.ts adds it where it fits) and description in
 * a language, with the facts filled in: an apartment's ({size}, {guests} …) on its own pages,
 * whose content the route has read and hands on, the site's ({maxGuests}, {checkIn} …) and the
 * brand ({siteName}) everywhere. An apartment's page without its content, or with another's, has
 * no texts (it throws).
 */
export function pageTexts(
  locale: Locale,
  page: PagePath,
  apartment: ApartmentContent | null = null,
): { title: string; description: string } {
  const own = apartmentOfPath(`/${page}`);
  if (apartment && apartment.slug !== own)
    throw new Error(`the page "${page}" was handed the content of ${apartment.slug}, not of ${own ?? "no apartment"}`);
  const facts = {
    ...(apartment ? getApartmentFacts(apartment, locale) : getSiteValues(locale)),
    siteName: loadContent().operator.brand,
  };
  return withValues(writtenTexts(locale, page, apartment), facts);
}
