import { loadContent } from "../content/load.server";
import { de } from "./de";
import type { Messages } from "./en";
import { en } from "./en";
import { es } from "./es";
import { siteValues, withValues, type TextValues } from "./fill";
import { fr } from "./fr";
import { it } from "./it";
import type { Locale } from "../locales";
import {
  homePageKeys,
  type BookingPageTexts,
  type HomePageTexts,
  type PageMessages,
  type StayTexts,
} from "./page-messages";

/** Every page's strings, composed at build time with the site-wide values filled in; a page carries only its own language. */
const messages: Record<Locale, Messages> = { en, de, fr, es, it };

/** A language's strings as written, placeholders and all. */
export function getMessages(locale: Locale): Messages {
  return messages[locale];
}

/** Built once a language and build, as the content they come from is read once. */
const siteValueCache = new Map<Locale, TextValues>();
const filledCache = new Map<Locale, Messages>();

/** The site-wide values ({checkIn}, {longStayDays}, {maxGuests} …) in a language. */
export function getSiteValues(locale: Locale): TextValues {
  let values = siteValueCache.get(locale);
  if (!values) {
    const { house, apartments } = loadContent();
    values = siteValues(
      house,
      Object.values(apartments).map((apartment) => apartment.facts),
      locale,
    );
    siteValueCache.set(locale, values);
  }
  return values;
}

/** A language's strings with the site-wide values and the brand ({siteName}) filled in. */
export function filledMessages(locale: Locale): Messages {
  let filled = filledCache.get(locale);
  if (!filled) {
    filled = withValues(getMessages(locale), { ...getSiteValues(locale), siteName: loadContent().operator.brand });
    filledCache.set(locale, filled);
  }
  return filled;
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

/** The home page's own strings. */
export function getHomeTexts(locale: Locale): HomePageTexts {
  const { home } = filledMessages(locale);
  return Object.fromEntries(homePageKeys.map((key) => [key, home[key]])) as HomePageTexts;
}

/** The booking page's own strings. */
export function getBookingTexts(locale: Locale): BookingPageTexts {
  return filledMessages(locale).booking;
}

/** The stay terms with the house rules' figures filled in (apartment and booking pages). */
export function getStayTexts(locale: Locale): StayTexts {
  return filledMessages(locale).stay;
}
