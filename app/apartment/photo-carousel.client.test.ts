import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryAfter, startCarousels } from "./photo-carousel.client";

const width = 358;

/**
 * A carousel of three slides whose track scrolls at once (a scroll event follows), except the
 * scrolls `dropped` names by their number: those do nothing, as WebKit did with a scroll sent while
 * it settled the last one on its snap point.
 */
function carousel(dropped: number[]) {
  document.body.innerHTML = `
    <section data-carousel>
      <div data-carousel-track>${"<div role=group><a href=#>photo</a></div>".repeat(3)}</div>
      <button data-step="-1" aria-disabled="true">Previous</button>
      <button data-step="1" aria-disabled="false">Next</button>
    </section>`;
  const track = document.querySelector<HTMLElement>("[data-carousel-track]")!;
  Object.defineProperty(track, "clientWidth", { value: width });
  let scrolls = 0;
  track.scrollTo = ((options: ScrollToOptions) => {
    if (dropped.includes(++scrolls)) return;
    track.scrollLeft = options.left!;
    track.dispatchEvent(new Event("scroll"));
  }) as typeof track.scrollTo;
  return { track, press: (step: 1 | -1) => document.querySelector<HTMLElement>(`[data-step="${step}"]`)!.click() };
}

describe("the photo carousel's buttons", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  // Listeners stay on the document between tests: started once for all of them.
  startCarousels();

  it("send a scroll again when the engine dropped it, and only then", () => {
    const { track, press } = carousel([2]);
    press(1);
    expect(track.scrollLeft).toBe(width);
    press(-1);
    expect(track.scrollLeft).toBe(width);
    vi.advanceTimersByTime(retryAfter);
    expect(track.scrollLeft).toBe(0);
    expect(document.querySelector("[data-step='-1']")!.getAttribute("aria-disabled")).toBe("true");
  });

  it("leave a scroll that went through alone, even if the guest has moved on since", () => {
    const { track, press } = carousel([]);
    press(1);
    track.scrollLeft = 2 * width; // the guest's swipe to photo 3
    track.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    vi.advanceTimersByTime(retryAfter);
    expect(track.scrollLeft).toBe(2 * width);
  });
});
