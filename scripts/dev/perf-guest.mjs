// npm run perf:guest: how soon each control answers a guest's tap on a throttled phone in real
// Chromium, from FCP on (scripts/dev/guest-taps.mjs), and the move to the next page (decision 029).
//   --no-build                  serve build/client as it is
//   --base URL                  measure an already running server
//   --compare ../other-checkout before = that checkout's build, after = this one's, runs interleaved
//   --only "/en/pberg Load map" only the controls whose "page control" contains the text
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright-core";
import { freePort } from "./ports.mjs";
import { buildIfStale } from "../site/build-if-stale.mjs";
import { servePages } from "../site/pages.mjs";
import { ensureChromium } from "./system-tools.mjs";
import { controlsByPage, firstVisitControls, guestTaps } from "./guest-taps.mjs";

/** @typedef {import("./guest-taps.mjs").GuestTapResult} GuestTapResult */
/** @typedef {import("playwright-core").BrowserContext} BrowserContext */

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(process.env.PERF_RUNS ?? 7);
const only = option("--only");
const pages = Object.entries(controlsByPage)
  .map(
    ([path, controls]) =>
      /** @type {const} */ ([path, controls.filter((control) => `${path} ${control}`.includes(only ?? ""))]),
  )
  .filter(([, controls]) => controls.length > 0);
/** Every control answers within this many ms of FCP (decision 029). */
const budget = 100;
const startedAt = Date.now();

/** @type {{ label: string, origin: string }[]} */
const builds = [];
/** @type {(() => void)[]} */
const stops = [];
const stopServers = () => stops.forEach((stop) => stop());
// The servers run in process groups of their own: nothing else stops them.
process.on("exit", stopServers);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"]))
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });

const compare = option("--compare");
if (compare) {
  // This checkout's runtime and functions/ serve it (the measured pages use no function).
  const client = resolve(compare, "build/client");
  if (!existsSync(resolve(client, "en/index.html"))) {
    console.error(`--compare ${compare}: no build there (${client}/en/index.html is missing)`);
    process.exit(1);
  }
  const before = await servePages({ port: await freePort(4530), client });
  stops.push(before.stop);
  builds.push({ label: "before", origin: before.origin });
}
let base = option("--base");
if (!base) {
  if (!args.includes("--no-build")) buildIfStale();
  const server = await servePages({ port: Number(process.env.PERF_PORT ?? (await freePort(4520))) });
  stops.push(server.stop);
  base = server.origin;
}
builds.push({ label: compare ? "after" : "this build", origin: base });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });

/** Lighthouse's benchmarkIndex, unthrottled: the CPU slowdown is relative to the host. */
async function hostSpeed() {
  const page = await browser.newPage();
  const runs = [];
  for (let run = 0; run < 5; run++) runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  await page.close();
  return median(runs);
}

/** @param {{ decided: boolean }} options decided: a stored cookie decision (declined), so the banner stays hidden */
async function guestContext({ decided }) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  if (decided)
    await context.addInitScript(() => {
      try {
        localStorage.setItem("cookiesAccepted", "false");
      } catch {
        // Storage blocked: the banner shows.
      }
    });
  return context;
}

/** @param {BrowserContext} context */
async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: ["*smoobu.com*", "*google.com*"] });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** @returns {Promise<GuestTapResult | null>} null: the page did not load, or reported nothing within 60 s */
async function measure(origin, path, control) {
  const context = await guestContext({ decided: !firstVisitControls.includes(control) });
  /** @type {(result: GuestTapResult) => void} */
  let reported = () => {};
  const report = new Promise((done) => (reported = done));
  await context.exposeFunction("__guestTapsReport", (/** @type {GuestTapResult} */ result) => reported(result));
  await context.addInitScript(guestTaps, { path, control });
  const page = await throttledPage(context);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const result = await Promise.race([
    page.goto(origin + path, { waitUntil: "commit" }).then(
      () => report,
      () => null,
    ),
    new Promise((done) => (timer = setTimeout(() => done(null), 60_000))),
  ]);
  clearTimeout(timer);
  await context.close();
  return /** @type {GuestTapResult | null} */ (result);
}

/** From a settled /en, a tap on the phone menu's link to an apartment until its heading is drawn. */
async function nextPage(origin) {
  const context = await guestContext({ decided: true });
  const page = await throttledPage(context);
  await page.goto(`${origin}/en`);
  await page.waitForTimeout(1000);
  await page.locator('header button[aria-label="Open menu"]').tap();
  const link = page.locator('#mobile-menu a[href="/en/pberg"]');
  await link.waitFor({ state: "visible" });
  await page.waitForTimeout(300);
  const box = await link.boundingBox();
  const tapped = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const drawn = await page
    .waitForFunction(
      () => {
        const heading = document.querySelector("h1");
        if (location.pathname !== "/en/pberg" || !heading?.textContent?.includes("Zionskirchplatz")) return false;
        if (!heading.checkVisibility()) return false;
        return performance.timeOrigin + performance.now();
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue())
    .then(Number)
    .catch(() => NaN);
  await context.close();
  return drawn - tapped;
}

/**
 * The upper median; a run that never answered counts as slower than every other.
 * @param {(number | null)[]} values
 */
const median = (values) => {
  const sorted = values.map((value) => value ?? Infinity).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? String(Math.round(value)) : "never");
const afterFcp = (/** @type {GuestTapResult | null} */ run, /** @type {keyof GuestTapResult} */ field) =>
  run && run[field] !== null && run.fcp !== null ? run[field] - run.fcp : null;

/** @type {Map<string, (GuestTapResult | null)[]>} */
const results = new Map();
const speed = await hostSpeed();
const key = (build, path, control) => `${build.label} ${path} ${control}`;
for (const [path, controls] of pages)
  for (const control of controls) {
    for (let run = 0; run < runs; run++)
      for (const build of builds) {
        const list = results.get(key(build, path, control)) ?? [];
        list.push(await measure(build.origin, path, control));
        results.set(key(build, path, control), list);
      }
    const answers = builds.map(
      (build) =>
        `${build.label} ${ms(median(results.get(key(build, path, control)).map((run) => afterFcp(run, "answered"))))}`,
    );
    console.log(`${path} ${control}: ${answers.join(", ")} ms after FCP`);
  }
/** @type {Map<string, number[]>} */
const nextPages = new Map(builds.map((build) => [build.label, []]));
for (let run = 0; run < (only ? 0 : runs); run++)
  for (const build of builds) nextPages.get(build.label).push(await nextPage(build.origin));
await browser.close();
stopServers();

const columns = ["first tap", "answering tap", "answer"];
const header = builds.flatMap((build) => columns.map((column) => (compare ? `${build.label}: ${column}` : column)));
console.log(
  `\nGuest taps, median of ${runs} loads per build, page and control: ms after the first contentful paint` +
    ` (FCP and "parsed", DOMContentLoaded: ms from navigation start)`,
);
console.log(`| page | control | ${header.join(" | ")} |`);
console.log(`|${" --- |".repeat(header.length + 2)}`);
/** @type {string[]} */
const late = [];
for (const [path, controls] of pages) {
  const runsOf = (build) => controls.flatMap((control) => results.get(key(build, path, control)));
  for (const [label, field] of /** @type {const} */ ([
    ["FCP", "fcp"],
    ["parsed", "parsed"],
  ]))
    console.log(
      `| ${path} | ${label} | ${builds.map((build) => `– | – | ${ms(median(runsOf(build).map((run) => run?.[field] ?? null)))}`).join(" | ")} |`,
    );
  const observed = (build) => ms(median(runsOf(build).map((run) => afterFcp(run, "observed"))));
  console.log(
    `| ${path} | FCP entry seen by the page | ${builds.map((build) => `– | – | ${observed(build)}`).join(" | ")} |`,
  );
  for (const control of controls) {
    const cells = builds.flatMap((build) => {
      const list = results.get(key(build, path, control));
      const never = list.filter((run) => run?.answered == null).length;
      const answer = median(list.map((run) => afterFcp(run, "answered")));
      if (build === builds.at(-1) && !(answer <= budget)) late.push(`${path} ${control}`);
      return [
        ms(median(list.map((run) => afterFcp(run, "firstTap")))),
        ms(median(list.map((run) => afterFcp(run, "answeringTap")))),
        `${ms(answer)}${never ? ` (${never} of ${list.length} never)` : ""}`,
      ];
    });
    console.log(`| ${path} | ${control} | ${cells.join(" | ")} |`);
  }
}
const count = pages.flatMap(([, controls]) => controls).length;
console.log(
  late.length
    ? `\n${builds.at(-1).label}: ${late.length} of ${count} controls answer later than ${budget} ms after FCP: ${late.join(", ")}`
    : `\n${builds.at(-1).label}: every control answers within ${budget} ms of FCP`,
);
if (!only)
  console.log(
    `\nTap on the phone menu's link to /en/pberg (from a settled /en) until that page's heading is drawn, ms`,
  );
for (const build of only ? [] : builds) {
  const times = nextPages.get(build.label);
  console.log(`- ${build.label}: ${ms(median(times))} (runs ${times.map(ms).join(", ")})`);
}
console.log(
  `\nThe host: Lighthouse benchmarkIndex ${Math.round(speed)}; at 4× CPU the phone measured stands at about ${Math.round(speed / 4)} (Lighthouse's mid-tier phone: 125–800).`,
);
console.log(`\n${Math.round((Date.now() - startedAt) / 1000)} s in all`);
