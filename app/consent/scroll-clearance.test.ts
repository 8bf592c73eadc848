import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { reserveBottomFor } from "./scroll-clearance";

/**
 * jsdom lays nothing out and has no ResizeObserver: one that reports when the test says the
 * browser's first frame has come (`frame()`), as a browser reports once it has laid the page out.
 */
const observers = new Set<() => void>();
const frame = () => observers.forEach((report) => report());
class FrameResizeObserver {
  private readonly report: () => void;
  constructor(callback: () => void) {
    this.report = () => callback();
  }
  observe() {
    observers.add(this.report);
  }
  disconnect() {
    observers.delete(this.report);
  }
}

describe("reserveBottomFor", () => {
  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", FrameResizeObserver);
    vi.stubGlobal("innerHeight", 800);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
  });

  function showBanner() {
    const banner = document.createElement("div");
    document.body.append(banner);
    Object.defineProperty(banner, "offsetTop", { value: 650 });
    onTestFinished(() => banner.remove());
    return banner;
  }

  it("ends the body clear of the overlay from the first frame; the scroll padding waits for the keyboard", () => {
    const release = reserveBottomFor(showBanner());
    // Nothing measured before the browser has laid the page out: a measure now would make it do so.
    expect(document.body.style.paddingBottom).toBe("");
    frame();
    expect(document.body.style.paddingBottom).toBe("166px");
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    // The key's listeners on the page run after this one (capture on the window).
    let seen = "";
    document.addEventListener("keydown", () => (seen = document.documentElement.style.scrollPaddingBottom), {
      once: true,
    });
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(seen).toBe("166px");
    release();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    expect(document.body.style.paddingBottom).toBe("");
  });

  it("sets the scroll padding when focus moves without a key, and not after it is released", () => {
    const release = reserveBottomFor(showBanner());
    frame();
    const link = document.createElement("a");
    link.href = "#";
    document.body.append(link);
    onTestFinished(() => link.remove());
    link.focus();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("166px");
    release();
    link.blur();
    link.focus();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
  });
});
