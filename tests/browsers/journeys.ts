import type { Tab } from "./engines";
import type { FakeNetwork } from "./fake-network";
import { type Check, CheckFailed, type Context, ready } from "./check";
import { cookieBanner, bannerFits, phoneMenu, phoneMenuHidden, languageMenu } from "./chrome-checks";
import { carousel, amenities, stayChecks, photoViewer, mapAfterConsent } from "./apartment-checks";
import { calendarStart, calendarDrawn, calendarFails } from "./calendar-checks";
import { bookingSelect, bookingFrame, legalTable } from "./booking-legal-checks";

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

interface Journey {
  path: string;
  /** Console lines this page logs on purpose. */
  allowedConsole?: RegExp[];
  /** Requests the journey expects the proxy to refuse. */
  allowedRefused?: RegExp;
  checks: Check[];
}

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
