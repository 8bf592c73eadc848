import type { Locale } from "../locales";

/** Google Maps, used only after consent or the guest's click (see map-section.tsx). */
export const googleMapsOrigin = "https://www.google.com";

/** A plain link that opens the address in Google Maps (a new tab; nothing loads before the click). */
export function googleMapsLink({ address }: { address: string }) {
  return `${googleMapsOrigin}/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The embeddable map of the address, labelled in the page language. */
export function googleMapsEmbedUrl({ address }: { address: string }, locale: Locale) {
  return `${googleMapsOrigin}/maps?q=${encodeURIComponent(address)}&hl=${locale}&z=16&output=embed`;
}
