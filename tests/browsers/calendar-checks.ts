import { en } from "../../app/i18n/en";
import { type Check, fail, until, ready } from "./check";

// The calendar's checks: it loads as it nears the view, draws with the provider's fake, or fails.

export const calendarStart: Check = {
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

/** Whether the calendar's frame ran its script (public/embed/calendar/frame.js); the proxy tells the rest. */
const frameDiagnosis = () => `its script ${"kiezCalendarFrame" in window ? "ran" : "did not run"}`;

/** The calendar (its frame, the provider's fake) is drawn within the page's 20 s. */
export const calendarDrawn: Check = {
  name: "calendar: drawn with the provider's fake",
  async run({ tab, network }) {
    // Drawn within a second where it works. Still loading after 3 s: the frame is asked why
    // while it is there (the page removes it when it gives up), and the page's own outcome
    // is awaited all the same; the proxy tells what became of the provider's requests.
    let why = "";
    const early = await until(tab, "", calendarEnd, [], 3000).catch(() => "");
    if (!early)
      why = await tab
        .inFrame('[data-slot="calendar-area"] iframe', frameDiagnosis)
        .catch((error: Error) => `(could not look: ${error.message})`);
    const status = early || (await until(tab, "the calendar to be drawn or to fail", calendarEnd, [], 21_000));
    if (status !== "drawn")
      fail(
        `the calendar area's data-status is "${status}", not "drawn"${why ? `; in its frame: ${why}` : ""}; ` +
          `the proxy: ${network.describe("login.smoobu.com")}`,
      );
  },
};

/** With the provider unreachable the calendar gives up with a visible message. */
export const calendarFails: Check = {
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
