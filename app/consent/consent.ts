/** Storage may be missing or throw (private mode): the decision then lives in memory for this visit. */
export const consentStorageKey = "cookiesAccepted";

export type ConsentDecision = boolean | null;

type Listener = () => void;

export interface ConsentStore {
  /** true = accepted, false = declined, null = not decided yet. */
  getDecision(): ConsentDecision;
  /** Whether the banner is to be shown: no decision yet, or reopened from the footer. */
  isBannerOpen(): boolean;
  decide(accepted: boolean): void;
  reopen(): void;
  subscribe(listener: Listener): () => void;
}

function safeStorage(getStorage: () => Storage | undefined) {
  return {
    read(): string | null {
      try {
        return getStorage()?.getItem(consentStorageKey) ?? null;
      } catch {
        return null;
      }
    },
    write(value: string) {
      try {
        getStorage()?.setItem(consentStorageKey, value);
      } catch {
        // Storage unavailable: the in-memory decision still holds for this visit.
      }
    },
  };
}

export function createConsentStore(
  getStorage: () => Storage | undefined = () => globalThis.localStorage,
): ConsentStore {
  const storage = safeStorage(getStorage);
  const listeners = new Set<Listener>();
  let memory: ConsentDecision | undefined;
  let reopened = false;

  const emit = () => listeners.forEach((listener) => listener());

  const getDecision = (): ConsentDecision => {
    if (memory !== undefined) return memory;
    const stored = storage.read();
    return stored === "true" ? true : stored === "false" ? false : null;
  };

  return {
    getDecision,
    isBannerOpen: () => reopened || getDecision() === null,
    decide(accepted) {
      memory = accepted;
      reopened = false;
      storage.write(String(accepted));
      emit();
    },
    reopen() {
      reopened = true;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const consentStore = createConsentStore();
