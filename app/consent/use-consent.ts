import { useSyncExternalStore } from "react";
import { consentStore, type ConsentDecision } from "./consent";

/** The cookie decision; null while prerendering and before a decision. */
export function useConsent(): ConsentDecision {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getDecision, () => null);
}
