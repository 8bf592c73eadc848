import { bookingToolConfig } from "../../app/shared/smoobu";
import { apartmentFacts } from "../content";
import type { Tab } from "./engines";
import { type Check, fail, until } from "./check";

// The booking pages' and the privacy page's checks.

export const bookingSelect: Check = {
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

export const bookingFrame: Check = {
  name: "booking frame: Mitte's loads (provider's fake)",
  run: ({ tab }) => bookingFrameLoads("mitte")(tab),
};

/**
 * On a phone the privacy policy's table stacks its rows (display: block) and carries no explicit
 * roles (HTML forbids them there): WebKit must still tell a screen reader it is a table. WebKit
 * only: its WebDriver answers the computed role; Firefox's BiDi has no such command.
 */
export const legalTable: Check = {
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
