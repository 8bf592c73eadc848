// npm run perf:guest: what a guest on a slow phone gets, in real Chromium (not a simulation).
// Network 150 ms RTT and 1.6 Mbit/s down, CPU 4× slower (CDP), 375 px; median of 5 loads.
// For each control a fresh load: from the first paint on (a guest taps what is drawn; a tap on the
// unstyled layout before it can hit a photo link and leave the page) the control is tried again
// and again (tap, or a swipe across most of a slide for the carousel) until it responds; the time
// of the first attempt that worked is recorded, in the page's clock (ms since navigation start),
// next to FCP and to the moment the whole document is parsed (DOMContentLoaded). Then the move to
// the next page: a tap on a link in the header's menu until the next page's heading is drawn.
//   npm run perf:guest                      (builds if needed, serves build/ on PERF_PORT or a free port)
//   node scripts/perf-guest.mjs --base http://127.0.0.1:4520   (an already running server)
import { chromium } from "playwright-core";
import { freePort } from "./lib/ports.mjs";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { servePages } from "./lib/pages.mjs";
import { ensureChromium } from "./lib/system-tools.mjs";

const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base");
const runs = Number(process.env.PERF_RUNS ?? 5);
let base = baseIndex >= 0 ? args[baseIndex + 1] : undefined;
let server;
if (!base) {
  buildIfStale();
  server = await servePages({ port: Number(process.env.PERF_PORT ?? (await freePort(4520))) });
  base = server.origin;
}
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ["--no-sandbox"] });

/** Each control: what to try, and how the page shows that it worked (old and new markup alike). */
const controls = {
  carousel: {
    target: "section[aria-roledescription] [role=group]",
    gesture: "swipe",
    done: () => {
      const slide = document.querySelector("section[aria-roledescription] [role=group]");
      const section = slide?.closest("section");
      return !!slide && !!section && slide.getBoundingClientRect().left < section.getBoundingClientRect().left - 40;
    },
  },
  "carousel ›": {
    target: 'section[aria-roledescription] button[aria-label="Next photo"]',
    done: () => {
      const slide = document.querySelector("section[aria-roledescription] [role=group]");
      const section = slide?.closest("section");
      return !!slide && !!section && slide.getBoundingClientRect().left < section.getBoundingClientRect().left - 40;
    },
  },
  "mobile menu": {
    target: 'header button[aria-label="Open menu"]',
    done: () => {
      const link = document.querySelector('#mobile-menu a[href="/en/mitte"]');
      return !!link && link.checkVisibility() && link.getBoundingClientRect().right <= innerWidth + 1;
    },
  },
  "language menu": {
    target: "header button[aria-haspopup]:not([aria-label])",
    done: () => {
      const link = document.querySelector('a[hreflang="de"]');
      return !!link && link.checkVisibility() && link.getBoundingClientRect().height > 0;
    },
  },
  amenity: {
    target: "section[aria-labelledby=amenities] :is(button, summary)",
    scroll: true,
    done: () => {
      const item = document.querySelector("section[aria-labelledby=amenities] li");
      return !!item && item.checkVisibility() && item.getBoundingClientRect().height > 0;
    },
  },
};
const pages = { "/en/pberg": Object.keys(controls), "/en": ["mobile menu", "language menu"] };

async function throttledPage() {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  // A decided cookie banner: it would cover the controls on a first visit.
  await context.addInitScript(() => {
    try {
      localStorage.setItem("cookiesAccepted", "false");
    } catch {
      // Storage blocked: the banner shows; the controls above it still count.
    }
    // Event Timing: how long each tap waited for the frame that drew its answer (what INP reports).
    /** @type {{ start: number; duration: number }[]} */
    const taps = [];
    Object.defineProperty(window, "__guestTaps", { value: taps });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) taps.push({ start: entry.startTime, duration: entry.duration });
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16, buffered: true }));
  });
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
  return { context, page, cdp };
}

async function attempt(page, cdp, control) {
  const box = await page.evaluate(
    ({ target, scroll }) => {
      const painted = performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint");
      const element = document.querySelector(target);
      if (!painted || !element) return null;
      if (scroll) element.scrollIntoView({ block: "center" });
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || !element.checkVisibility()) return null;
      return {
        left: rect.x,
        top: rect.y,
        h: rect.height,
        x: rect.x + rect.width / 2,
        y: rect.y + rect.height / 2,
        w: rect.width,
        now: performance.now(),
      };
    },
    { target: control.target, scroll: control.scroll },
  );
  if (!box) return null;
  if (control.gesture === "swipe") {
    // A third of the way down: clear of the arrow buttons (vertically centred, outside the
    // scrolling track, so a swipe that starts on one does not scroll).
    const point = (x) => [{ x, y: box.top + box.h / 3 }];
    // From 85 % to 15 % of the slide's width: past half a slide, so scroll snapping moves on.
    const from = box.left + box.w * 0.85;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
    for (let step = 1; step <= 7; step++)
      await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(from - step * box.w * 0.1) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } else {
    await page.touchscreen.tap(box.x, box.y);
  }
  return box.now;
}

async function measure(path, name) {
  const { context, page, cdp } = await throttledPage();
  const control = controls[name];
  await page.goto(base + path, { waitUntil: "commit" });
  let at = NaN;
  let answer = NaN;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = await attempt(page, cdp, control).catch(() => null);
    if (started !== null) {
      // The page may need a few frames to draw the response.
      const worked = await page
        .waitForFunction(control.done, undefined, { timeout: 600, polling: "raf" })
        .then(() => true)
        .catch(() => false);
      if (worked) {
        at = started;
        // A swipe scrolls, which the browser does not time. Entries arrive after the frame they
        // measure; below 16 ms the browser reports none.
        if (control.gesture !== "swipe") {
          await page.waitForTimeout(200);
          answer = await page.evaluate(
            (since) =>
              Math.max(
                16,
                .../** @type {{ start: number; duration: number }[]} */ (window["__guestTaps"])
                  .filter((tap) => tap.start >= since - 1)
                  .map((tap) => tap.duration),
              ),
            started,
          );
        }
        break;
      }
    } else await page.waitForTimeout(20);
  }
  // "parsed": the whole document parsed (DOMContentLoaded; the module scripts are async). Until
  // then every frame also draws what the parser added, and a tap waits for those frames.
  const { fcp, parsed } = await page.evaluate(() => ({
    fcp: performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")?.startTime,
    parsed: /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType("navigation")[0])
      ?.domContentLoadedEventStart,
  }));
  await context.close();
  return { fcp: fcp ?? NaN, parsed: parsed || NaN, at, answer };
}

/**
 * From a settled /en (loaded, a second later), the phone menu opened, a tap on its link to an
 * apartment until that page's heading is drawn: a document load (or, before decision 024, the
 * router's client-side navigation), in the browser's one clock (performance.timeOrigin + now).
 */
async function nextPage() {
  const { context, page } = await throttledPage();
  await page.goto(`${base}/en`);
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

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : NaN;
};

const rows = [];
const answerRows = [];
for (const [path, names] of Object.entries(pages)) {
  const fcps = [];
  const parsed = [];
  const row = { page: path };
  const answers = { page: path };
  for (const name of names) {
    const times = [];
    const waits = [];
    for (let run = 0; run < runs; run++) {
      const { fcp, parsed: parsedAt, at, answer } = await measure(path, name);
      waits.push(answer);
      fcps.push(fcp);
      parsed.push(parsedAt);
      times.push(at);
    }
    row[name] = median(times);
    answers[name] = median(waits);
  }
  row.FCP = median(fcps);
  row.parsed = median(parsed);
  rows.push(row);
  answerRows.push(answers);
  console.log(`${path} done`);
}
const nextPages = [];
for (let run = 0; run < runs; run++) nextPages.push(await nextPage());
await browser.close();
server?.stop();

const columns = ["FCP", "parsed", ...Object.keys(controls)];
const cell = (row, column) => {
  if (!(column in row)) return "–";
  const value = row[column];
  if (!Number.isFinite(value)) return "never";
  return column === "FCP" ? `${value}` : `${value} (${value - row.FCP >= 0 ? "+" : ""}${value - row.FCP})`;
};
console.log(
  `\nGuest timings, ms from navigation start (median of ${runs}; control: first attempt that worked, (+ms after FCP))`,
);
console.log(`| page | ${columns.join(" | ")} |`);
console.log(`|${" --- |".repeat(columns.length + 1)}`);
for (const row of rows) console.log(`| ${row.page} | ${columns.map((column) => cell(row, column)).join(" | ")} |`);
const late = rows.flatMap((row) =>
  Object.keys(controls).filter((column) => column in row && !(row[column] - row.FCP <= 150)),
);
console.log(
  late.length
    ? `\nLater than 150 ms after FCP: ${late.length} of the controls`
    : "\nEvery control within 150 ms of FCP",
);

console.log(
  `\nTap on the phone menu's link to /en/pberg (from a settled /en) until that page's heading is drawn: ${median(nextPages)} ms (median of ${runs}; runs ${nextPages.map(Math.round).join(", ")})`,
);

const tapColumns = Object.keys(controls).filter((name) => controls[name].gesture !== "swipe");
console.log(
  `\nThat first working tap, from the tap to the frame that drew its answer (Event Timing, as INP; "16" = 16 or less), ms`,
);
console.log(`| page | ${tapColumns.join(" | ")} |`);
console.log(`|${" --- |".repeat(tapColumns.length + 1)}`);
for (const row of answerRows)
  console.log(
    `| ${row.page} | ${tapColumns.map((name) => (name in row ? (Number.isFinite(row[name]) ? row[name] : "never") : "–")).join(" | ")} |`,
  );
