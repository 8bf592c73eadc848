import { prefersReducedMotion } from "../shared/reduced-motion";

/**
 * The photo carousel's script (markup: app/apartment/photo-carousel.tsx). The track is a CSS
 * scroll-snap strip that swipes and scrolls without script; this adds previous and next
 * (aria-disabled at the ends, so a keyboard user's focus stays on the button), the arrow keys,
 * and a single Tab stop: only the current slide can be reached by Tab.
 */
/** The slide a track is scrolling to after a button or key, until it gets there. */
const heading = new WeakMap<HTMLElement, number>();

const trackOf = (carousel: Element) => carousel.querySelector<HTMLElement>("[data-carousel-track]")!;
const motion = () => (prefersReducedMotion() ? "instant" : "smooth");
const current = (track: HTMLElement) => Math.round(track.scrollLeft / (track.clientWidth || 1));

/** Buttons, Tab stop and focus follow the slide in view. */
function sync(carousel: Element) {
  const track = trackOf(carousel);
  const slides = [...track.children] as HTMLElement[];
  const index = current(track);
  const focusLost = track.contains(document.activeElement) && !slides[index]?.contains(document.activeElement);
  carousel.querySelector("[data-step='-1']")?.setAttribute("aria-disabled", String(index < 1));
  carousel.querySelector("[data-step='1']")?.setAttribute("aria-disabled", String(index >= slides.length - 1));
  if (Math.abs(track.scrollLeft - (heading.get(track) ?? -1) * track.clientWidth) < 2) heading.delete(track);
  slides.forEach((slide, i) => (slide.inert = i !== index));
  if (focusLost) slides[index]?.querySelector("a")?.focus({ preventScroll: true });
}

function step(carousel: Element, by: number) {
  const track = trackOf(carousel);
  const to = Math.max(0, Math.min(track.children.length - 1, (heading.get(track) ?? current(track)) + by));
  const from = track.scrollLeft;
  heading.set(track, to);
  const go = () => track.scrollTo({ left: to * track.clientWidth, behavior: motion() });
  go();
  // WebKit can drop a scroll that starts while it settles the last one on its snap point, with no
  // scroll event and no scrollend (the browser journey at 390 px: previous moved nothing in 5 s,
  // once in four runs). If the track has not moved at all, the same scroll is sent again.
  setTimeout(() => {
    if (heading.get(track) === to && track.scrollLeft === from && current(track) !== to) go();
  }, retryAfter);
}

/** How long a scroll may take to start before it is sent again (ms). */
export const retryAfter = 200;

export function startCarousels() {
  for (const track of document.querySelectorAll<HTMLElement>("[data-carousel-track]"))
    [...track.children].forEach((slide, i) => ((slide as HTMLElement).inert = i > 0));
  document.addEventListener(
    "scroll",
    ({ target }) => {
      const carousel = target instanceof Element && target.closest("[data-carousel]");
      if (carousel) sync(carousel);
    },
    true,
  );
  // A scroll that ended short of its slide (cut off by the engine, not by the guest) goes on once.
  document.addEventListener(
    "scrollend",
    ({ target }) => {
      if (!(target instanceof HTMLElement) || !heading.has(target)) return;
      const to = heading.get(target)!;
      heading.delete(target);
      if (current(target) !== to) target.scrollTo({ left: to * target.clientWidth, behavior: motion() });
    },
    true,
  );
  // The guest's own swipe or wheel takes over from a button's scroll.
  for (const type of ["pointerdown", "wheel"])
    document.addEventListener(
      type,
      ({ target }) => {
        const track = target instanceof Element && target.closest<HTMLElement>("[data-carousel-track]");
        if (track) heading.delete(track);
      },
      { capture: true, passive: true },
    );
  document.addEventListener("click", ({ target }) => {
    const button = target instanceof Element && target.closest<HTMLElement>("[data-step]");
    if (button && button.getAttribute("aria-disabled") !== "true")
      step(button.closest("[data-carousel]")!, Number(button.dataset.step));
  });
  document.addEventListener("keydown", (event) => {
    const carousel = event.target instanceof Element && event.target.closest("[data-carousel]");
    if (!carousel || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    step(carousel, event.key === "ArrowLeft" ? -1 : 1);
  });
}
