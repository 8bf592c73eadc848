import { useSyncExternalStore } from "react";
import { consentStore, type ConsentDecision } from "./consent";

/** The cookie decision; null while prerendering and before a decision. */
export function useConsent(): ConsentDecision {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getDecision, () => null);
}

/** Whether the cookie banner shows. Never during prerender, so the HTML is the same for all. */
export function useConsentBannerOpen(): boolean {
  return useSyncExternalStore(consentStore.subscribe, consentStore.isBannerOpen, () => false);
}
