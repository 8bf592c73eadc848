import { prefersReducedMotion } from "./reduced-motion";

/**
 * Where a button or key sent a track, until it gets there: a key pressed meanwhile counts from that
 * slide, so quick presses lose no steps. `stoppedAt`: where the engine last ended the scroll short.
 */
const heading = new WeakMap<HTMLElement, { to: number; stoppedAt?: number }>();

const trackOf = (carousel: Element) => carousel.querySelector<HTMLElement>("[data-carousel-track]")!;
const motion = () => (prefersReducedMotion() ? "instant" : "smooth");
const current = (track: HTMLElement) => Math.round(track.scrollLeft / (track.clientWidth || 1));

function sync(carousel: Element) {
  const track = trackOf(carousel);
  const slides = [...track.children] as HTMLElement[];
  const index = current(track);
  const focusLost = track.contains(document.activeElement) && !slides[index]?.contains(document.activeElement);
  carousel.querySelector("[data-step='-1']")?.setAttribute("aria-disabled", String(index < 1));
  carousel.querySelector("[data-step='1']")?.setAttribute("aria-disabled", String(index >= slides.length - 1));
  if (Math.abs(track.scrollLeft - (heading.get(track)?.to ?? -1) * track.clientWidth) < 2) heading.delete(track);
  // toggleAttribute writes only a change: setting `inert`, even to its own value, restyles the
  // slide, and this runs in every frame of a scroll.
  slides.forEach((slide, i) => slide.toggleAttribute("inert", i !== index));
  if (focusLost) slides[index]?.querySelector("a")?.focus({ preventScroll: true });
}

function send(track: HTMLElement, to: number, stoppedAt?: number) {
  const sent = { to, stoppedAt };
  heading.set(track, sent);
  const go = () => track.scrollTo({ left: to * track.clientWidth, behavior: motion() });
  const away = () => Math.abs(track.scrollLeft - to * track.clientWidth);
  go();
  // WebKit can drop a scroll that starts while it settles the last one on its snap point, or let a
  // smooth scroll carry the track past it: one that has brought it no closer is sent again.
  let before = away();
  let checks = 3;
  const check = () => {
    if (heading.get(track) !== sent || current(track) === to) return;
    if (away() >= before) go();
    before = away();
    if (--checks > 0) setTimeout(check, retryAfter);
  };
  setTimeout(check, retryAfter);
}

function step(carousel: Element, by: number) {
  const track = trackOf(carousel);
  send(track, Math.max(0, Math.min(track.children.length - 1, (heading.get(track)?.to ?? current(track)) + by)));
}

/** How long a scroll may take to bring the track closer before it is sent again. */
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
  // Chromium ends a scroll short when the next key retargets it: it goes on while it ends somewhere new.
  document.addEventListener(
    "scrollend",
    ({ target }) => {
      const sent = target instanceof HTMLElement && heading.get(target);
      if (!sent) return;
      const track = target as HTMLElement;
      const at = current(track);
      if (at === sent.to || at === sent.stoppedAt) heading.delete(track);
      else send(track, sent.to, at);
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
