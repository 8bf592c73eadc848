import { describe, expect, it, vi } from "vitest";
import { getMessages } from "../i18n/messages.server";
import { locales } from "../locales";
import { consentStorageKey, createConsentStore } from "./consent";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwingStorage = (): Storage => {
  throw new DOMException("The operation is insecure.", "SecurityError");
};

describe("consent store", () => {
  it("opens the banner while nothing is decided", () => {
    const store = createConsentStore(() => memoryStorage());
    expect(store.getDecision()).toBeNull();
    expect(store.isBannerOpen()).toBe(true);
  });

  it("stores Accept as 'true' and closes the banner", () => {
    const storage = memoryStorage();
    const store = createConsentStore(() => storage);
    store.decide(true);
    expect(storage.getItem(consentStorageKey)).toBe("true");
    expect(store.getDecision()).toBe(true);
    expect(store.isBannerOpen()).toBe(false);
  });

  it("stores Decline as 'false'", () => {
    const storage = memoryStorage();
    createConsentStore(() => storage).decide(false);
    expect(storage.getItem("cookiesAccepted")).toBe("false");
  });

  it("reads an earlier decision, so the banner stays closed on the next visit", () => {
    const store = createConsentStore(() => memoryStorage({ cookiesAccepted: "false" }));
    expect(store.getDecision()).toBe(false);
    expect(store.isBannerOpen()).toBe(false);
  });

  it("treats a stored value other than true or false as undecided", () => {
    const store = createConsentStore(() => memoryStorage({ cookiesAccepted: "maybe" }));
    expect(store.getDecision()).toBeNull();
  });

  it("reopens the banner from the footer and closes it on a new decision", () => {
    const store = createConsentStore(() => memoryStorage({ cookiesAccepted: "true" }));
    const listener = vi.fn();
    store.subscribe(listener);
    store.reopen();
    expect(store.isBannerOpen()).toBe(true);
    store.decide(false);
    expect(store.isBannerOpen()).toBe(false);
    expect(store.getDecision()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("stops notifying after unsubscribe", () => {
    const store = createConsentStore(() => memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.decide(true);
    expect(listener).not.toHaveBeenCalled();
  });

  it("never throws when storage is blocked, and keeps the decision for the visit", () => {
    const store = createConsentStore(throwingStorage);
    expect(store.getDecision()).toBeNull();
    expect(() => store.decide(true)).not.toThrow();
    expect(store.getDecision()).toBe(true);
    expect(store.isBannerOpen()).toBe(false);
  });

  it("never throws when reading or writing throws", () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new Error("denied");
    };
    storage.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    const store = createConsentStore(() => storage);
    expect(store.isBannerOpen()).toBe(true);
    expect(() => store.decide(false)).not.toThrow();
    expect(store.getDecision()).toBe(false);
  });

  it("works without any storage", () => {
    const store = createConsentStore(() => undefined);
    store.decide(true);
    expect(store.getDecision()).toBe(true);
  });
});

describe("the banner's words", () => {
  // Consent governs Google Maps alone: Smoobu's calendar and booking tool load without it
  // (docs/product.md, privacy policy section 5). A banner that promised "other companies' content
  // loads only if you accept" told the guest something the booking page then broke.
  it.each(locales)("%s: names Google Maps on every page, and no promise about all other companies", (locale) => {
    const { cookie } = getMessages(locale);
    for (const text of [cookie.text, cookie.mapText]) expect(text).toContain("Google Maps");
    expect(cookie.text).not.toMatch(
      /other companies|anderer Anbieter|autres fournisseurs|otros proveedores|altri fornitori/,
    );
  });
});
