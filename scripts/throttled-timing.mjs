// What a guest on a slow phone sees, measured in real Chromium rather than simulated: first and
// largest contentful paint and the moment React has taken over (html[data-hydrated]), with the
// network at 150 ms latency and 1.6 Mbit/s down and the CPU slowed 4×; median of 5 loads.
//   node scripts/throttled-timing.mjs http://localhost:3000 /en/pberg /en
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const seen = /** @type {any} */ (window);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    const poll = setInterval(() => {
      if (!document.documentElement?.dataset.hydrated) return;
      seen.hydrated = performance.now();
      clearInterval(poll);
    }, 5);
  });
  await page.goto(url, { waitUntil: "load" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const seen = /** @type {any} */ (window);
    const fcp = performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint");
    return { fcp: fcp?.startTime ?? NaN, lcp: seen.lcp, hydrated: seen.hydrated };
  });
  await context.close();
  return timing;
}

for (const path of paths.length ? paths : ["/en"]) {
  const runs = [];
  for (let run = 0; run < 5; run++) runs.push(await load(base + path));
  const median = (key) => Math.round(runs.map((timing) => timing[key]).sort((a, b) => a - b)[2]);
  console.log(`${path}: FCP ${median("fcp")} ms, LCP ${median("lcp")} ms, hydrated ${median("hydrated")} ms`);
}
await browser.close();
