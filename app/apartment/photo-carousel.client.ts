import { prefersReducedMotion } from "./reduced-motion";

/**
 * The photo carousel's script (markup: app/apartment/photo-carousel.tsx). The track is a CSS
 * scroll-snap strip that swipes and scrolls without script; this adds previous and next
 * (aria-disabled at the ends, so a keyboard user's focus stays on the button), the arrow keys,
 * and a single Tab stop: only the current slide can be reached by Tab.
 */
/**
 * Where a button or key sent a track, until it gets there: a key pressed meanwhile counts from
 * that slide, not from where the track stands (quick presses lost steps). `stoppedAt`: the slide
 * where the engine last ended the scroll short of it.
 */
const heading = new WeakMap<HTMLElement, { to: number; stoppedAt?: number }>();

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
  if (Math.abs(track.scrollLeft - (heading.get(track)?.to ?? -1) * track.clientWidth) < 2) heading.delete(track);
  // Written only where it changes: setting `inert`, even to the value it has, restyles the slide
  // (7 ms for the apartment page's slides at 4× CPU), and this runs in every frame of a scroll.
  slides.forEach((slide, i) => slide.toggleAttribute("inert", i !== index));
  if (focusLost) slides[index]?.querySelector("a")?.focus({ preventScroll: true });
}

function send(track: HTMLElement, to: number, stoppedAt?: number) {
  const sent = { to, stoppedAt };
  heading.set(track, sent);
  const go = () => track.scrollTo({ left: to * track.clientWidth, behavior: motion() });
  const away = () => Math.abs(track.scrollLeft - to * track.clientWidth);
  go();
  // WebKit can drop a scroll that starts while it settles the last one on its snap point (no scroll
  // event, no scrollend), or let a smooth scroll still running carry the track on past it (the
  // browser journey at 390 px: previous clicked at 256 px on the way to photo 2, the track went on to
  // 358 and stayed). A scroll that has brought the track no closer is sent again, up to three times.
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

/** How long a scroll may take to bring the track closer before it is sent again (ms). */
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
  // A scroll that ended short of its slide (cut off by the engine, not by the guest: Chromium ends
  // one when the next key retargets it) goes on, as long as it ends somewhere new each time.
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
