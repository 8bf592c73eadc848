import { siteOperator as operator } from "../content/operator";
import type { Locale } from "../locales";
import type { ApartmentSlug } from "../content/load.server";
import type { SmoobuId } from "../content/schema.server";

export const smoobuOrigin = "https://login.smoobu.com";
export const calendarScriptUrl = `${smoobuOrigin}/js/Apartment/CalendarWidget.js`;
export const bookingScriptUrl = `${smoobuOrigin}/js/Settings/BookingToolIframe.js`;

export interface SmoobuIds {
  smoobuId: SmoobuId;
  verificationHash: string;
}

export function calendarConfig(locale: Locale, { smoobuId, verificationHash }: SmoobuIds) {
  return {
    apartment: smoobuId,
    id: `smoobuApartment${smoobuId}${locale}`,
    url: `${smoobuOrigin}/${locale}/cockpit/widget/single-calendar/${smoobuId}`,
    verification: verificationHash,
    baseUrl: smoobuOrigin,
  };
}

export type BookingSelection = "all" | ApartmentSlug;

export function bookingPagePath(selection: BookingSelection): string {
  return selection === "all" ? "booknow" : `booknow/${selection}`;
}

/** BookingToolIframe.initialize() options: every apartment (`apartment` null) or one. */
export function bookingToolConfig(locale: Locale, apartment: SmoobuId | null) {
  const account = operator.smoobuAccountId;
  return {
    containerId: apartment ? `apartmentIframe${apartment}` : "apartmentIframeAll",
    url: `${smoobuOrigin}/${locale}/booking-tool/iframe/${account}${apartment ? `/${apartment}` : ""}`,
    baseUrl: smoobuOrigin,
  };
}
