import { en } from "../../app/i18n/en";
import { errorIdOf, stayFieldIds } from "../../app/stay/stay-fields";
import type { Tab } from "./engines";
import { type Check, CheckFailed, fail, until, visible } from "./check";

// The apartment page's checks: the carousel, the amenities, the dates, the viewer, the map.

const atPhoto = (index: number) => {
  const track = document.querySelector<HTMLElement>("[data-carousel-track]");
  return !!track && Math.round(track.scrollLeft / (track.clientWidth || 1)) === index;
};
/** Previous's aria-disabled is `value`. */
const previousDisabled = (value: string) =>
  document.querySelector('[data-carousel] [data-step="-1"]')?.getAttribute("aria-disabled") === value;

/** Carousel: next and previous, the arrow keys on the focused slide, previous aria-disabled at photo 1. */
export const carousel: Check = {
  name: "carousel: next, previous, arrow keys, aria-disabled",
  async run({ tab }) {
    try {
      await carouselSteps(tab);
    } catch (error) {
      const state = await tab.run(() => {
        const track = document.querySelector<HTMLElement>("[data-carousel-track]");
        const step = (n: number) => document.querySelector(`[data-carousel] [data-step="${n}"]`);
        return `scrollLeft ${track?.scrollLeft} of ${track?.clientWidth} px per photo, previous aria-disabled ${step(-1)?.getAttribute("aria-disabled")}, focus on ${document.activeElement?.tagName.toLowerCase()}`;
      });
      throw new CheckFailed(`${(error as Error).message}; ${state}`);
    }
  },
};

async function carouselSteps(tab: Tab) {
  await tab.run(() => document.querySelector("[data-carousel]")?.scrollIntoView({ block: "center" }));
  if (!(await tab.run(atPhoto, 0))) fail("the carousel does not start at photo 1");
  if (!(await tab.run(previousDisabled, "true"))) fail('previous is not aria-disabled="true" at photo 1');
  await tab.click('[data-carousel] [data-step="1"]');
  await until(tab, "next to move to photo 2", atPhoto, [1]);
  await until(tab, 'previous to lose aria-disabled="true" at photo 2', previousDisabled, ["false"]);
  await tab.click('[data-carousel] [data-step="-1"]');
  await until(tab, "previous to move back to photo 1", atPhoto, [0]);
  await until(tab, 'previous to be aria-disabled="true" again at photo 1', previousDisabled, ["true"]);
  await tab.run(() => document.querySelector<HTMLElement>("[data-carousel-track] > * a")?.focus());
  await tab.press("ArrowRight");
  await until(tab, "ArrowRight on the focused slide to move to photo 2", atPhoto, [1]);
  await tab.press("ArrowLeft");
  await until(tab, "ArrowLeft to move back to photo 1", atPhoto, [0]);
}

/** Amenities: a group opens; opening another closes the first where the page uses <details name>. */
export const amenities: Check = {
  name: "amenities: a group opens, the next closes it",
  async run({ tab }) {
    const named = await tab.run(() => {
      const all = [...document.querySelectorAll('[data-slot="accordion"] details')];
      all.forEach((details, index) => details.querySelector("summary")?.setAttribute("data-smoke", `summary-${index}`));
      return all.length >= 2 ? all.every((details) => details.getAttribute("name")) : null;
    });
    if (named === null) fail("fewer than two amenity groups");
    /** Group `index` is open (`want`). */
    const open = (index: number, want: boolean) =>
      document.querySelectorAll<HTMLDetailsElement>('[data-slot="accordion"] details')[index]?.open === want;
    await tab.click('[data-smoke="summary-0"]');
    await until(tab, "the first group to open", open, [0, true]);
    await tab.click('[data-smoke="summary-1"]');
    await until(tab, "the second group to open", open, [1, true]);
    if (named) await until(tab, "the first group to close (<details name>)", open, [0, false]);
  },
};

/**
 * The guest's dates (this server has no provider settings: checks only, no availability). On a
 * phone the bar opens the form as a sheet. A date is set as the native picker sets it: its value,
 * then an input and a change event.
 */
export const stayChecks: Check = {
  name: "dates: a past arrival is said beside the field, a real stay clears it",
  async run({ tab, phone }) {
    if (phone) {
      await tab.click(`[data-slot="booking-bar"] button[popovertarget]`);
      await until(tab, "the sheet to open", visible, ['[data-slot="booking-card"]']);
    }
    const setDates = (arrivalId: string, departureId: string, from: number, nights: number) => {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      for (const [id, value] of [
        [arrivalId, day(from)],
        [departureId, day(from + nights)],
      ]) {
        const field = document.getElementById(id!) as HTMLInputElement;
        field.value = value!;
        field.dispatchEvent(new Event("input", { bubbles: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
      return true;
    };
    const said = (id: string, text: string) => (document.getElementById(id)?.textContent?.trim() ?? "") === text;
    const arrivalError = errorIdOf(stayFieldIds.arrival);
    await tab.run(setDates, stayFieldIds.arrival, stayFieldIds.departure, -3, 2);
    await until(tab, `"${en.dates.past}" beside the arrival`, said, [arrivalError, en.dates.past]);
    await tab.run(setDates, stayFieldIds.arrival, stayFieldIds.departure, 10, 3);
    await until(tab, "the arrival's problem to go", said, [arrivalError, ""]);
  },
};

/** The photo viewer: a tap on a thumbnail opens it at that photo; Escape closes it. */
export const photoViewer: Check = {
  name: "photo viewer: a thumbnail opens it there, Escape closes",
  async run({ tab }) {
    const expected = await tab.run(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-slot="thumbnails"] a')];
      const link = links[1] ?? links[0];
      if (!link) return null;
      link.setAttribute("data-smoke", "thumbnail");
      link.scrollIntoView({ block: "center" });
      const slides = [...document.querySelectorAll<HTMLAnchorElement>("[data-carousel-track] a")];
      return slides.findIndex((slide) => slide.getAttribute("href") === link.getAttribute("href")) + 1;
    });
    if (!expected) fail("no thumbnail that links to a photo of the carousel");
    await tab.click('[data-smoke="thumbnail"]');
    const counter = await until(
      tab,
      "the viewer (.yarl__root) to open",
      () => document.querySelector(".yarl__root .yarl__counter")?.textContent?.trim() ?? "",
      [],
      8000,
    );
    if (!counter.startsWith(`${expected} /`)) fail(`the viewer opened at "${counter}", not at photo ${expected}`);
    await tab.press("Escape");
    await until(tab, "Escape to close the viewer", () => !document.querySelector(".yarl__root"), []);
  },
};

/** After Accept, the map area holds Google Maps' iframe (its load is answered by a fake, or not at all). */
export const mapAfterConsent: Check = {
  name: "map: Google Maps iframe after consent",
  async run({ tab }) {
    // The map is an island loaded as it nears the view (decision 024): consent shows it there.
    await tab.run(() =>
      document.querySelector('section[aria-labelledby="location"]')?.scrollIntoView({ block: "center" }),
    );
    const src = await until(
      tab,
      "an iframe in the map area",
      () => document.querySelector<HTMLIFrameElement>('section[aria-labelledby="location"] iframe')?.src ?? "",
      [],
    );
    if (!/^https:\/\/(www|maps)\.google\.com\/maps/.test(src)) fail(`the map iframe's src is ${src}`);
  },
};

/** Scrolls the calendar into view: it starts loading now and is checked later. */
