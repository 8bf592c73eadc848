import type { Locale } from "../locales";

/** Used only after consent or the guest's click. */
export const googleMapsOrigin = "https://www.google.com";

export function googleMapsLink({ address }: { address: string }) {
  return `${googleMapsOrigin}/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

export function googleMapsEmbedUrl({ address }: { address: string }, locale: Locale) {
  return `${googleMapsOrigin}/maps?q=${encodeURIComponent(address)}&hl=${locale}&z=16&output=embed`;
}
