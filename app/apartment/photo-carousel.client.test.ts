import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retryAfter, startCarousels } from "./photo-carousel.client";

const width = 358;

/**
 * A carousel of three slides whose track scrolls at once (a scroll event follows), except the
 * scrolls `dropped` names by their number: those do nothing, as WebKit did with a scroll sent while
 * it settled the last one on its snap point.
 */
function carousel(dropped: number[], slides = 3) {
  document.body.innerHTML = `
    <section data-carousel>
      <div data-carousel-track>${"<div role=group><a href=#>photo</a></div>".repeat(slides)}</div>
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
  /** Where the engine ends the scroll in flight: at the slide `at`, then scrollend. */
  const stop = (at: number) => {
    track.scrollLeft = at * width;
    track.dispatchEvent(new Event("scroll"));
    track.dispatchEvent(new Event("scrollend"));
  };
  const key = (key: "ArrowRight" | "ArrowLeft") =>
    track.querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  return {
    track,
    stop,
    key,
    press: (step: 1 | -1) => document.querySelector<HTMLElement>(`[data-step="${step}"]`)!.click(),
  };
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

  it("count a key pressed after the engine ended a scroll short from the slide it was sent to", () => {
    // Chromium, 20x slower CPU: ArrowRight four times from photo 2 heads for photo 6, the engine
    // ends the scroll on photo 5 (scrollend) after the fifth key; the next keys counted from photo 5
    // and eight presses ended on photo 9 of 10.
    const { track, stop, key } = carousel([1, 2, 3, 4, 5, 6], 10);
    for (let i = 0; i < 5; i++) key("ArrowRight");
    stop(4);
    expect(track.scrollLeft).toBe(4 * width);
    key("ArrowRight");
    key("ArrowRight");
    key("ArrowRight");
    expect(track.scrollLeft).toBe(8 * width);
  });

  it("stop sending a scroll on when the engine ends it on the same slide twice", () => {
    const { track, stop, press } = carousel([1, 2, 3], 10);
    press(1);
    press(1);
    stop(1); // sent on to photo 3 (the third scroll, dropped)
    stop(1); // the engine holds the track on photo 2: the buttons count from there
    press(1);
    expect(track.scrollLeft).toBe(2 * width);
  });

  it("send a scroll again when a running scroll carried the track past it", () => {
    // WebKit: previous clicked at 256 px, on the way to photo 2; the running scroll went on to 358.
    const { track, press } = carousel([1, 2], 10);
    press(1);
    track.scrollLeft = 256;
    track.dispatchEvent(new Event("scroll"));
    press(-1);
    track.scrollLeft = width;
    track.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(retryAfter);
    expect(track.scrollLeft).toBe(0);
  });
});
