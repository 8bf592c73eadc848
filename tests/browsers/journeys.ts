import { en } from "../../app/i18n/en";
import { locales } from "../../app/locales";
import { bookingToolConfig } from "../../app/shared/smoobu";
import { errorIdOf, stayFieldIds } from "../../app/stay/stay-fields";
import { apartmentFacts } from "../content";
import type { EngineName, Tab } from "./engines";
import type { FakeNetwork } from "./fake-network";

/**
 * The smoke journeys: one per page type, each a few checks of what a guest does there. Every
 * check is one line of the report. A check that fails or leaves the page (a link, the language
 * menu) makes the next one load the page again; the others go on where the last one ended.
 */

export interface Result {
  check: string;
  ok: boolean;
  detail?: string;
  ms: number;
}

interface Context {
  tab: Tab;
  path: string;
  phone: boolean;
  network: FakeNetwork;
}

interface Check {
  name: string;
  /** Only at phone width, or only at desktop width. */
  only?: "phone" | "desktop";
  /** Only in this engine. */
  engine?: EngineName;
  /** Leaves the page or its state changed: the next check starts from a fresh load. */
  leaves?: boolean;
  /** Loads the page itself. */
  loads?: boolean;
  run(context: Context): Promise<void>;
}

interface Journey {
  path: string;
  /** Console lines this page logs on purpose. */
  allowedConsole?: RegExp[];
  /** Requests the journey expects the proxy to refuse. */
  allowedRefused?: RegExp;
  checks: Check[];
}

class CheckFailed extends Error {}

const fail = (message: string): never => {
  throw new CheckFailed(message);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `fn` in the page until it returns a truthy value; fails with `what` after `timeout` ms. */
async function until<T, A extends unknown[]>(
  tab: Tab,
  what: string,
  fn: (...args: A) => T,
  args: A,
  timeout = 5000,
): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await tab.run(fn, ...args);
    if (last) return last;
    if (Date.now() > end) return fail(`${what} (still ${JSON.stringify(last)} after ${timeout / 1000} s)`);
    await sleep(100);
  }
}

/** The page has loaded (its module script has run by then; islands load as they near the view). */
const ready = (tab: Tab) => until(tab, "the page to load", () => document.readyState === "complete", [], 10_000);

/** Marks the first element matching `selector` whose text is `text` with data-smoke=`mark`. */
const markByText = (tab: Tab, selector: string, text: string, mark: string) =>
  tab.run(
    (selector: string, text: string, mark: string) => {
      const element = [...document.querySelectorAll(selector)].find((e) => e.textContent?.trim() === text);
      element?.setAttribute("data-smoke", mark);
      return !!element;
    },
    selector,
    text,
    mark,
  );

// Functions that run in the page are self-contained: they reach nothing of this module there.
const visible = (selector: string) => {
  const element = document.querySelector(selector);
  return !!element && (element as HTMLElement).checkVisibility() && element.getBoundingClientRect().height > 0;
};
const hidden = (selector: string) => {
  const element = document.querySelector(selector);
  return !element || !(element as HTMLElement).checkVisibility() || element.getBoundingClientRect().height === 0;
};

const banner = '[data-slot="cookie-banner"]';
const menuButton = `header button[aria-label="${en.nav.openMenu}"]`;

// ---------------------------------------------------------------------------------------------
// Checks

/** Fresh visit: the banner shows; Accept hides it and stores the choice (and, `reopen`, Privacy settings brings it back). */
const cookieBanner = (reopen: boolean): Check => ({
  name: reopen
    ? "cookie banner: shows, Accept stores, Privacy settings reopens"
    : "cookie banner: shows, Accept stores",
  async run({ tab }) {
    await until(tab, "the cookie banner to show on a fresh visit", visible, [banner], 5000);
    if (!(await markByText(tab, `${banner} button`, en.cookie.accept, "accept")))
      fail("no Accept button in the banner");
    await tab.click('[data-smoke="accept"]');
    await until(tab, "the banner to close after Accept", hidden, [banner]);
    const stored = await tab.run(() => localStorage.getItem("cookiesAccepted"));
    if (stored !== "true") fail(`localStorage cookiesAccepted is ${JSON.stringify(stored)}, not "true"`);
    if (!reopen) return;
    if (!(await markByText(tab, "footer button", en.footer.privacySettings, "privacy")))
      fail("no Privacy settings button in the footer");
    await tab.click('[data-smoke="privacy"]');
    await until(tab, "Privacy settings to reopen the banner", visible, [banner]);
    await markByText(tab, `${banner} button`, en.cookie.accept, "accept");
    await tab.click('[data-smoke="accept"]');
    await until(tab, "the reopened banner to close after Accept", hidden, [banner]);
  },
});

/**
 * The open banner on a phone in every language: at most a quarter of the window high, as
 * docs/product.md asks: the e2e suite measures it in Chromium, and each engine sets text its own
 * way (a line more of Spanish, 216 px, passes the limit).
 */
const bannerFits: Check = {
  name: "cookie banner: a quarter of a phone's window at most, in every language",
  only: "phone",
  loads: true,
  leaves: true,
  async run({ tab }) {
    for (const locale of locales) {
      await tab.run(() => localStorage.clear());
      await tab.goto(`/${locale}`);
      await ready(tab);
      await until(tab, `the ${locale} banner to show`, visible, [banner], 5000);
      // The banner rises in: measured at rest.
      await until(
        tab,
        `the ${locale} banner at rest`,
        (selector: string) => {
          const element = document.querySelector(selector);
          return !!element && element.getAnimations({ subtree: true }).length === 0;
        },
        [banner],
      );
      const box = await tab.run((selector: string) => {
        const { left, right, height } = document.querySelector(selector)!.getBoundingClientRect();
        return {
          lang: document.documentElement.lang,
          left,
          right,
          height,
          window: { width: innerWidth, height: innerHeight },
        };
      }, banner);
      if (box.lang !== locale) fail(`/${locale} is in ${JSON.stringify(box.lang)}`);
      if (box.height > box.window.height / 4)
        fail(`${locale}: the banner is ${box.height} px high in a ${box.window.height} px window`);
      if (box.left < 0 || box.right > box.window.width)
        fail(`${locale}: the banner spans ${box.left}–${box.right} px of ${box.window.width}`);
    }
  },
};

/** The phone menu: opens (focus in), Escape (focus back), its close button, its backdrop, a link. */
const phoneMenu: Check = {
  name: "phone menu: opens, Escape, close button, backdrop, link",
  only: "phone",
  leaves: true,
  async run({ tab }) {
    await until(tab, "the Open menu button to be visible", visible, [menuButton]);
    const open = async (how: string) => {
      await tab.click(menuButton);
      await until(
        tab,
        `the menu to open (${how})`,
        () => document.querySelector("#mobile-menu")?.matches(":popover-open") ?? false,
        [],
        2000,
      );
      await until(
        tab,
        "focus to move into the menu",
        () => !!document.activeElement?.closest("#mobile-menu"),
        [],
        1000,
      );
      // It slides in from the right: a guest taps it once it stands (as Playwright's click waits),
      // its right edge at the screen's (an animation may not have begun when it is first asked).
      await until(
        tab,
        "the menu to stand within the screen",
        () => {
          const menu = document.querySelector("#mobile-menu");
          if (!menu || menu.getAnimations().some((animation) => animation.playState === "running")) return false;
          return Math.abs(menu.getBoundingClientRect().right - document.documentElement.clientWidth) < 1;
        },
        [],
        2000,
      );
    };
    const closed = (how: string) =>
      until(
        tab,
        `the menu to close (${how})`,
        () => !document.querySelector("#mobile-menu")?.matches(":popover-open"),
        [],
      );

    await open("first tap");
    await tab.press("Escape");
    await closed("Escape");
    const back = await tab.run(
      (selector: string) => document.activeElement === document.querySelector(selector),
      menuButton,
    );
    if (!back) fail("after Escape focus is not back on the Open menu button");

    await open("second tap");
    await tab.click(`#mobile-menu button[aria-label="${en.nav.closeMenu}"]`);
    await closed("its close button");

    await open("third tap");
    // Left of the sheet (it slides in from the right, at most 85 % wide): the backdrop.
    await tab.clickAt(8, 420);
    await closed("a tap on the backdrop");

    await open("fourth tap");
    const target = await tab.run(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>("#mobile-menu nav a")].find(
        (a) => a.pathname !== location.pathname,
      );
      link?.setAttribute("data-smoke", "menu-link");
      return link?.pathname ?? null;
    });
    if (!target) fail("no link to another page in the menu");
    await tab.click('[data-smoke="menu-link"]');
    await until(tab, `the menu link to lead to ${target}`, (p: string) => location.pathname === p, [target!]);
    await closed("after following a link");
  },
};

/** At desktop width the phone menu's button is not shown. */
const phoneMenuHidden: Check = {
  name: "phone menu: button hidden at desktop width",
  only: "desktop",
  async run({ tab }) {
    if (await tab.run(visible, menuButton)) fail("the Open menu button is visible at 1280 px");
  },
};

/** The language menu opens and its German entry leads to this page in German. */
const languageMenu: Check = {
  name: "language menu: opens, Deutsch leads to /de/…",
  leaves: true,
  async run({ tab, path }) {
    await tab.click('button[popovertarget="language-menu"]');
    await until(
      tab,
      "the language menu to open",
      () => !!document.querySelector("#language-menu:popover-open"),
      [],
      2000,
    );
    await tab.click('#language-menu a[hreflang="de"]');
    const german = path.replace(/^\/en/, "/de");
    await until(
      tab,
      `the German link to lead to ${german}`,
      (p: string) => location.pathname === p && document.documentElement?.lang === "de",
      [german],
    );
  },
};

/** The carousel shows photo `index + 1`. */
const atPhoto = (index: number) => {
  const track = document.querySelector<HTMLElement>("[data-carousel-track]");
  return !!track && Math.round(track.scrollLeft / (track.clientWidth || 1)) === index;
};
/** Previous's aria-disabled is `value`. */
const previousDisabled = (value: string) =>
  document.querySelector('[data-carousel] [data-step="-1"]')?.getAttribute("aria-disabled") === value;

/** Carousel: next and previous, the arrow keys on the focused slide, previous aria-disabled at photo 1. */
const carousel: Check = {
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
const amenities: Check = {
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
const stayChecks: Check = {
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
const photoViewer: Check = {
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
const mapAfterConsent: Check = {
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
const calendarStart: Check = {
  name: "calendar: comes into view and starts loading",
  async run({ tab }) {
    await tab.run(() => document.querySelector('[data-slot="calendar-area"]')?.scrollIntoView({ block: "center" }));
    await until(
      tab,
      "the calendar area to start loading",
      () => document.querySelector('[data-slot="calendar-area"]')?.getAttribute("data-status") !== "waiting",
      [],
    );
  },
};

/** The calendar area's data-status once it is final (drawn or failed), else "". */
const calendarEnd = () => {
  const status = document.querySelector('[data-slot="calendar-area"]')?.getAttribute("data-status");
  return status === "drawn" || status === "failed" ? status : "";
};

/**
 * Why the calendar's frame drew nothing: whether its script (public/embed/calendar/frame.js) ran,
 * and whether the frame's CSP lets a script of the site's own load there (a probe that does not
 * exist: the server answers 404 when it may, the CSP refuses it when it may not).
 */
const frameDiagnosis = () =>
  new Promise<string>((resolve) => {
    const ran = "kiezCalendarFrame" in window;
    const probe = document.createElement("script");
    const report = (outcome: string) =>
      resolve(`its script ${ran ? "ran" : "did not run"}; a script of the site's own ${outcome}`);
    document.addEventListener("securitypolicyviolation", (event) =>
      report(
        `is refused by the frame's CSP (${event.effectiveDirective} blocked ${event.blockedURI}, policy "${event.originalPolicy
          .split(";")
          .find((d) => d.trim().startsWith("script-src"))
          ?.trim()}")`,
      ),
    );
    probe.onerror = () => setTimeout(() => report("may load (the probe got its 404)"), 200);
    probe.src = `/embed/calendar/probe-${Date.now()}.js`;
    document.head.append(probe);
    setTimeout(() => report("neither loaded nor was refused within 3 s"), 3000);
  });

/** The calendar (its frame, the provider's fake) is drawn within the page's 20 s. */
const calendarDrawn: Check = {
  name: "calendar: drawn with the provider's fake",
  async run({ tab }) {
    // Drawn within a second where it works. Still loading after 3 s: the frame is asked why
    // while it is there (the page removes it when it gives up), and the page's own outcome
    // is awaited all the same.
    let why = "";
    const early = await until(tab, "", calendarEnd, [], 3000).catch(() => "");
    if (!early)
      why = await tab
        .inFrame('[data-slot="calendar-area"] iframe', frameDiagnosis)
        .catch((error: Error) => `(could not look: ${error.message})`);
    const status = early || (await until(tab, "the calendar to be drawn or to fail", calendarEnd, [], 21_000));
    if (status !== "drawn")
      fail(`the calendar area's data-status is "${status}", not "drawn"${why ? `; in its frame: ${why}` : ""}`);
  },
};

/** With the provider unreachable the calendar gives up with a visible message. */
const calendarFails: Check = {
  name: "calendar: provider unreachable, a visible message",
  leaves: true,
  loads: true,
  async run({ tab, path, network }) {
    network.providerDown = true;
    const refusedBefore = network.refused.length;
    try {
      await tab.goto(path);
      await ready(tab);
      // The 20 s are the page's: from the area's "loading" (it came near the view) to its "failed", on
      // the page's own clock, so that a busy machine's slower WebDriver round trips do not count.
      await tab.run(() => {
        const area = document.querySelector('[data-slot="calendar-area"]')!;
        const times: Record<string, number> = {};
        Object.assign(window, { __calendarTimes: times });
        new MutationObserver(() => (times[area.getAttribute("data-status")!] ??= performance.now())).observe(area, {
          attributeFilter: ["data-status"],
        });
        area.scrollIntoView({ block: "center" });
      });
      // A bound on the wait, not the measure: the deadline is asked of the page's clock below.
      const status = await until(tab, "the calendar to fail", calendarEnd, [], 60_000);
      if (status !== "failed") fail(`the calendar reached "${status}" with the provider unreachable`);
      const message = await tab.run(() => {
        const alert = document.querySelector<HTMLElement>('[data-slot="calendar-area"] [role="alert"]');
        return alert && alert.checkVisibility() ? alert.innerText : "";
      });
      if (!message.includes(en.embed.calendarFailed)) fail(`no visible failure message (found "${message}")`);
      const times = await tab.run(
        () => (window as unknown as { __calendarTimes: Record<string, number> }).__calendarTimes,
      );
      // The frame's own report ended it: its first load and both retries were refused. (With the
      // provider's script still in the browser's cache, the script runs, its request for the months
      // is refused, and only the page's deadline ends the wait: the end-to-end calendar spec's case.)
      const attempts = network.refused
        .slice(refusedBefore)
        .filter((request) => request === "CONNECT login.smoobu.com:443");
      if (attempts.length < 3)
        fail(`${attempts.length} of the 3 loads of the provider's script (the first and its two retries) were refused`);
      const took = (times.failed ?? Infinity) - (times.loading ?? -Infinity);
      if (!(took <= 20_000))
        fail(`the message came ${(took / 1000).toFixed(1)} s after the area came into view, not within 20 s`);
    } finally {
      network.providerDown = false;
    }
  },
};

/** The booking page's select: another apartment puts its path in the URL and loads its booking frame. */
const bookingSelect: Check = {
  name: "booking select: Mitte puts /en/booknow/mitte in the URL, its frame loads",
  leaves: true,
  async run({ tab }) {
    await tab.choose("select#apartment-select", "mitte");
    await until(tab, "the URL to become /en/booknow/mitte", () => location.pathname === "/en/booknow/mitte", []);
    await bookingFrameLoads("mitte")(tab);
  },
};

/** The booking area's status and its frame's address. */
const bookingState = () => {
  const area = document.querySelector('[data-slot="booking-area"]');
  return `${area?.getAttribute("data-status")} ${area?.querySelector("iframe")?.src ?? "(no frame)"}`;
};

const bookingFrameLoads = (slug: "mitte" | "pberg") => async (tab: Tab) => {
  const { url } = bookingToolConfig("en", apartmentFacts[slug].smoobuId);
  // The area of the apartment chosen before stays "ready" until React swaps it: wait for this one's.
  const isState = (want: string) => {
    const area = document.querySelector('[data-slot="booking-area"]');
    return `${area?.getAttribute("data-status")} ${area?.querySelector("iframe")?.src ?? "(no frame)"}` === want;
  };
  await until(tab, "", isState, [`ready ${url}`], 10_000).catch(async () =>
    fail(`the booking area is "${await tab.run(bookingState)}", not "ready ${url}" after 10 s`),
  );
};

const bookingFrame: Check = {
  name: "booking frame: Mitte's loads (provider's fake)",
  run: ({ tab }) => bookingFrameLoads("mitte")(tab),
};

/**
 * On a phone the privacy policy's table stacks its rows (display: block) and carries no explicit
 * roles (HTML forbids them there): WebKit must still tell a screen reader it is a table. WebKit
 * only: its WebDriver answers the computed role; Firefox's BiDi has no such command.
 */
const legalTable: Check = {
  name: "privacy table: a table, rows, column headers and cells to assistive technology (WebKit)",
  only: "phone",
  engine: "webkit",
  async run({ tab }) {
    if (!tab.roles) return fail("this engine's tab cannot say roles");
    const counts = await tab.run(() =>
      ["table", "tr", "th", "td"].map((tag) => document.querySelectorAll(`[data-slot=legal-table] ${tag}`).length),
    );
    const expected = ["table", "row", "columnheader", "cell"];
    for (const [i, tag] of ["table", "tr", "th", "td"].entries()) {
      const roles = await tab.roles(`[data-slot=legal-table] ${tag}`);
      const wrong = roles.filter((role) => role !== expected[i]);
      if (roles.length !== counts[i] || roles.length === 0 || wrong.length)
        fail(`${tag}: ${roles.length} of ${counts[i]} elements, roles other than ${expected[i]}: ${wrong.join(", ")}`);
    }
  },
};

// ---------------------------------------------------------------------------------------------
// Journeys

/** The header's menus, on every page: last, as they leave it. */
const chrome: Check[] = [phoneMenu, phoneMenuHidden, languageMenu];

export const journeys: Journey[] = [
  { path: "/en", checks: [cookieBanner(true), bannerFits, ...chrome] },
  {
    path: "/en/pberg",
    checks: [
      cookieBanner(false),
      mapAfterConsent,
      calendarStart,
      carousel,
      amenities,
      photoViewer,
      calendarDrawn,
      stayChecks,
      ...chrome,
    ],
  },
  { path: "/en/booknow", checks: [cookieBanner(false), bookingSelect, ...chrome] },
  { path: "/en/booknow/mitte", checks: [cookieBanner(false), bookingFrame, ...chrome] },
  { path: "/en/datenschutz", checks: [cookieBanner(false), legalTable, ...chrome] },
  {
    path: "/en/nope",
    // The not-found page logs the unknown path on purpose (app/site/not-found.client.ts).
    allowedConsole: [/^console\.error: 404: no page at \/(en|de)\/nope$/],
    checks: [cookieBanner(true), ...chrome],
  },
];

/** The provider-down journey: cheap where the frame's own retries end it (about 4 s). */
export const failureJourney: Journey = {
  path: "/en/pberg",
  allowedRefused: /^CONNECT login\.smoobu\.com:443$/,
  checks: [calendarFails],
};

/**
 * Errors of the automation, not the page: Firefox wraps the code WebDriver BiDi runs in a frame
 * in `(…).apply(__bidi_this, __bidi_args)`, and when puppeteer has it run in a cross-origin frame
 * (the map's, the calendar's) Firefox reports the refused access as an error of that frame.
 */
const harnessNoise = /Permission denied to access property "__bidi_args" on cross-origin object/;
/**
 * Firefox reports a font download that a navigation cut off as a console error of the page
 * ("downloadable font: download failed … status=2152398850", NS_BINDING_ABORTED): the journey loads
 * the page again between checks, sometimes before the brand font has arrived.
 */
const abortedFont = /downloadable font: download failed .* status=2152398850 /;

/** Hosts a browser calls on its own (not the page): refused by the proxy, not counted. */
const browserHosts = /(^|\.)(mozilla\.(com|net|org)|firefox\.com|mozaws\.net)$/;

/** The host of a refused request as the proxy notes it ("CONNECT host:443", "GET http://host/…"). */
export const refusedHost = (request: string) =>
  request
    .replace(/^\w+ (https?:\/\/)?/, "")
    .split("/")[0]!
    .replace(/:\d+$/, "");

/** A request the browser made on its own (Firefox's services), not the page. */
export const browserOwn = (request: string) => browserHosts.test(refusedHost(request));

/** Runs a journey in `tab`; reports each check as it ends. */
export async function runJourney(
  journey: Journey,
  tab: Tab,
  network: FakeNetwork,
  report: (result: Result) => void,
): Promise<void> {
  const phone = tab.width < 768;
  const context: Context = { tab, path: journey.path, phone, network };
  const refusedBefore = network.refused.length;
  const problems: string[] = [];
  let dirty = true;
  for (const check of journey.checks) {
    if (check.only && (check.only === "phone") !== phone) continue;
    if (check.engine && check.engine !== tab.engine) continue;
    const started = Date.now();
    try {
      if (dirty && !check.loads) {
        await tab.goto(journey.path);
        await ready(tab);
      }
      dirty = false;
      await check.run(context);
      if (check.leaves) dirty = true;
      report({ check: check.name, ok: true, ms: Date.now() - started });
    } catch (error) {
      dirty = true;
      const detail =
        error instanceof CheckFailed ? error.message : `error: ${(error as Error).message ?? String(error)}`;
      report({ check: check.name, ok: false, detail, ms: Date.now() - started });
    }
    problems.push(...(await tab.problems().catch(() => [])));
  }
  const unexpected = problems
    .filter((line) => !journey.allowedConsole?.some((pattern) => pattern.test(line)))
    .filter((line) => !harnessNoise.test(line) && !abortedFont.test(line));
  report({
    check: "no uncaught error, no console error",
    ok: unexpected.length === 0,
    detail: unexpected.join(" | ") || undefined,
    ms: 0,
  });
  const refused = network.refused
    .slice(refusedBefore)
    .filter((request) => !journey.allowedRefused?.test(request))
    .filter((request) => !browserOwn(request));
  report({
    check: "network: only the site and the faked provider and map",
    ok: refused.length === 0,
    detail: refused.length ? `refused: ${[...new Set(refused)].join(", ")}` : undefined,
    ms: 0,
  });
}
