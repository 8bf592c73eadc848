import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { reserveBottomFor } from "./scroll-clearance";

/** jsdom lays nothing out and has no ResizeObserver: one that never reports, like a browser before its first frame. */
class SilentResizeObserver {
  observe() {}
  disconnect() {}
}

describe("reserveBottomFor", () => {
  beforeEach(() => {
    vi.stubGlobal("ResizeObserver", SilentResizeObserver);
    vi.stubGlobal("innerHeight", 800);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the bottom clear from the moment the overlay shows, before any frame is drawn", () => {
    const banner = document.createElement("div");
    document.body.append(banner);
    Object.defineProperty(banner, "offsetTop", { value: 650 });
    const release = reserveBottomFor(banner);
    onTestFinished(() => banner.remove());
    expect(document.documentElement.style.scrollPaddingBottom).toBe("166px");
    expect(document.body.style.paddingBottom).toBe("166px");
    release();
    expect(document.documentElement.style.scrollPaddingBottom).toBe("");
    expect(document.body.style.paddingBottom).toBe("");
  });
});
