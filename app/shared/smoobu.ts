import { siteOperator as operator } from "../content/operator";
import type { Locale } from "../locales";
import type { ApartmentSlug } from "../content/load.server";
import type { SmoobuId } from "../content/schema.server";

/**
 * The booking provider (Smoobu): where its scripts live and how its widgets are addressed.
 * The ids come from the operator data (app/content/operator.yaml).
 */
export const smoobuOrigin = "https://login.smoobu.com";
export const calendarScriptUrl = `${smoobuOrigin}/js/Apartment/CalendarWidget.js`;
export const bookingScriptUrl = `${smoobuOrigin}/js/Settings/BookingToolIframe.js`;

/** An apartment's ids at the booking provider (its apartment.yaml). */
export interface SmoobuIds {
  smoobuId: SmoobuId;
  verificationHash: string;
}

/** The calendar widget's attributes for one apartment in one language. */
export function calendarConfig(locale: Locale, { smoobuId, verificationHash }: SmoobuIds) {
  return {
    apartment: smoobuId,
    id: `smoobuApartment${smoobuId}${locale}`,
    url: `${smoobuOrigin}/${locale}/cockpit/widget/single-calendar/${smoobuId}`,
    verification: verificationHash,
    baseUrl: smoobuOrigin,
  };
}

/** What the booking page shows: every apartment ("all"), or one by its slug. */
export type BookingSelection = "all" | ApartmentSlug;

/** The booking page's path below the language for a selection. */
export function bookingPagePath(selection: BookingSelection): string {
  return selection === "all" ? "booknow" : `booknow/${selection}`;
}

/**
 * BookingToolIframe.initialize() options: a container and account path for every apartment
 * (`apartment` null) or one (its Smoobu id).
 */
export function bookingToolConfig(locale: Locale, apartment: SmoobuId | null) {
  const account = operator.smoobuAccountId;
  return {
    containerId: apartment ? `apartmentIframe${apartment}` : "apartmentIframeAll",
    url: `${smoobuOrigin}/${locale}/booking-tool/iframe/${account}${apartment ? `/${apartment}` : ""}`,
    baseUrl: smoobuOrigin,
  };
}
