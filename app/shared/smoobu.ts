import { siteOperator as operator } from "../content/operator";
import type { Locale } from "../i18n/locales";
import { apartmentSlugs, type ApartmentSlug } from "../content/apartment-slugs";

/**
 * The booking provider (Smoobu): where its scripts live and how its widgets are addressed.
 * The ids come from the operator data (app/content/operator.yaml).
 */
export const smoobuOrigin = "https://login.smoobu.com";
export const calendarScriptUrl = `${smoobuOrigin}/js/Apartment/CalendarWidget.js`;
export const bookingScriptUrl = `${smoobuOrigin}/js/Settings/BookingToolIframe.js`;

/** The calendar widget's attributes for one apartment in one language. */
export function calendarConfig(locale: Locale, slug: ApartmentSlug) {
  const { smoobuId, verificationHash } = operator.apartments[slug];
  return {
    apartment: smoobuId,
    id: `smoobuApartment${smoobuId}${locale}`,
    url: `${smoobuOrigin}/${locale}/cockpit/widget/single-calendar/${smoobuId}`,
    verification: verificationHash,
    baseUrl: smoobuOrigin,
  };
}

/** What the booking page shows: every apartment, or one. */
export type BookingSelection = "all" | ApartmentSlug;

/** The selection a booking path stands for: /booknow/mitte, /booknow/pberg, else all. */
export function selectionFromPath(pathname: string): BookingSelection {
  const last = pathname.replace(/\/+$/, "").split("/").at(-1);
  return apartmentSlugs.find((slug) => slug === last) ?? "all";
}

/** The booking page's path below the language for a selection. */
export function bookingPagePath(selection: BookingSelection): string {
  return selection === "all" ? "booknow" : `booknow/${selection}`;
}

/** BookingToolIframe.initialize() options: a container and account path per selection. */
export function bookingToolConfig(locale: Locale, selection: BookingSelection) {
  const account = operator.smoobuAccountId;
  const apartment = selection === "all" ? null : operator.apartments[selection].smoobuId;
  return {
    containerId: apartment ? `apartmentIframe${apartment}` : "apartmentIframeAll",
    url: `${smoobuOrigin}/${locale}/booking-tool/iframe/${account}${apartment ? `/${apartment}` : ""}`,
    baseUrl: smoobuOrigin,
  };
}
