import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consentStorageKey, consentStore } from "../consent/consent";
import { de } from "../i18n/de";
import { format } from "../i18n/format";
import { I18nProvider } from "../i18n/i18n-context";
import { getSiteMessages } from "../i18n/messages.server";
import { MapSection } from "./map-section";
import { startMap } from "./map.client";

const address = "Zionskirchplatz 1, 10435 Berlin";

/** The section as the build prerenders it, started by the page's script. */
function page() {
  document.body.innerHTML = renderToStaticMarkup(
    <I18nProvider locale="de" messages={getSiteMessages("de")}>
      <MapSection address={address} />
    </I18nProvider>,
  );
  // Without IntersectionObserver (jsdom) the stored decision is read at once.
  startMap();
  const section = document.querySelector("section")!;
  return { section, frame: () => section.querySelector("iframe") };
}

/**
 * An IntersectionObserver (jsdom has none) whose targets come into view when the returned function
 * is called.
 */
function watchedView() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; observer: unknown }>();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] as Element[], observer: this };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return () =>
    [...observers].forEach(({ callback, targets, observer }) =>
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as IntersectionObserver,
      ),
    );
}

// The store keeps a decision made in this document for the visit: the cases run in this order.
describe("the map", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("before a decision: no frame until the button, then the map under the heading, focused", () => {
    const { section, frame } = page();
    expect(frame()).toBeNull();
    expect(section.querySelector("p")).toHaveTextContent(address);
    section.querySelector("button")!.click();
    expect(frame()).toHaveAttribute("title", format(de.map.title, { address }));
    expect(frame()!.getAttribute("src")).toContain("hl=de");
    expect(frame()).toHaveAttribute("loading", "lazy");
    expect(document.activeElement).toBe(frame());
    const under = section.querySelector(":scope > div + template + p");
    expect(under).toHaveTextContent(address);
    // Its room was kept, unseen, while the placeholder showed: now it is seen.
    expect(under).not.toHaveClass("invisible");
    expect(section.querySelector("button")).toBeNull();
    expect(localStorage.getItem(consentStorageKey)).toBeNull();
  });

  it("with cookies accepted on an earlier visit: the map at once, focus left where it was", () => {
    localStorage.setItem(consentStorageKey, "true");
    const { frame } = page();
    expect(frame()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it("stays off when declined, and comes with Accept without a reload, as it nears the view", () => {
    const near = watchedView();
    const { frame } = page();
    consentStore.decide(false);
    near();
    expect(frame()).toBeNull();
    // Accepted in the banner, far above the map: nothing is put in the page in the banner's click.
    consentStore.decide(true);
    expect(frame()).toBeNull();
    near();
    expect(frame()).not.toBeNull();
    expect(document.querySelectorAll("section iframe")).toHaveLength(1);
  });
});
