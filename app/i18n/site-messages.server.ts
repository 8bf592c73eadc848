import { loadContent } from "../content/load.server";
import { homePageKeys, type PageMessages } from "./page-messages";
import type { Locale } from "./locales";
import { getMessages } from "./messages.server";
import { siteValues, withValues, type TextValues } from "./fill";

/** The site-wide facts ({checkIn}, {longStayDays}, {maxGuests} …) from the validated content, in a language. */
export function getSiteValues(locale: Locale): TextValues {
  const { house, apartments } = loadContent();
  return siteValues(
    house,
    Object.values(apartments).map((apartment) => apartment.facts),
    locale,
  );
}

/** A language's strings with the site-wide facts and the brand ({siteName}) filled in. */
export function filledMessages(locale: Locale) {
  return withValues(getMessages(locale), { ...getSiteValues(locale), siteName: loadContent().operator.brand });
}

/** The strings every page carries (app/i18n/page-messages.ts says which and why). */
export function getSiteMessages(locale: Locale): PageMessages {
  const {
    meta: _titles,
    facts: _factWords,
    booking: _bookingPage,
    stay: _stay,
    rooms: _rooms,
    notFound: _notFound,
    legal: _legal,
    guestQuestions: _guestQuestions,
    home,
    ...rest
  } = filledMessages(locale);
  const shared = Object.fromEntries(Object.entries(home).filter(([key]) => !homePageKeys.includes(key as never)));
  const apartments = Object.entries(loadContent().apartments).map(([slug, { facts }]) => ({
    slug,
    shortName: facts.shortName,
    district: facts.district,
  }));
  return { ...rest, home: shared as PageMessages["home"], apartments };
}
