import { expect, it } from "vitest";
import { startCarousels } from "./photo-carousel.client";

/**
 * jsdom scrolls nothing: the track's position is what the test says, and `scrollTo` only records
 * where the script sent it, as a browser whose smooth scroll the test stops halfway.
 */
function carousel(slides: number) {
  document.body.innerHTML = `<section data-carousel>
    <div data-carousel-track>${'<div role="group"><a href="#">photo</a></div>'.repeat(slides)}</div>
    <button data-step="-1">Previous</button><button data-step="1">Next</button>
  </section>`;
  const track = document.querySelector<HTMLElement>("[data-carousel-track]")!;
  const sent: number[] = [];
  let left = 0;
  Object.defineProperties(track, {
    clientWidth: { value: 100 },
    scrollLeft: { get: () => left },
  });
  track.scrollTo = ((options: ScrollToOptions) => sent.push(options.left!)) as typeof track.scrollTo;
  const press = (key: string) =>
    track.querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  return { track, sent, press, stopAt: (slide: number) => (left = slide * 100) };
}

it("counts a key pressed while a cut-off scroll goes on from the slide it heads for", () => {
  startCarousels();
  const { track, sent, press, stopAt } = carousel(6);
  press("ArrowRight");
  press("ArrowRight");
  expect(sent).toEqual([100, 200]);
  // The engine ends the scroll at the second slide; the script sends it on to the third.
  stopAt(1);
  track.dispatchEvent(new Event("scrollend"));
  expect(sent.at(-1)).toBe(200);
  // A key pressed meanwhile counts from the third slide, not from where the track stands.
  press("ArrowRight");
  expect(sent.at(-1)).toBe(300);
});
