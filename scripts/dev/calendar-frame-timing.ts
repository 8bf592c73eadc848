// The calendar in its frame document (decision 010), measured against the provider fakes of the
// end-to-end tests: time from the area entering the view to the drawn calendar, layout shift,
// the area's height, the frame document's weight; screenshots of the drawn calendar.
// Usage: PORT=4420 npm start in one shell, then
//   npx tsx scripts/dev/calendar-frame-timing.ts http://127.0.0.1:4420 [screenshot-dir]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { installFakes } from "../../tests/e2e/fakes";

const [base = "http://127.0.0.1:3000", shots] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const runs = 8;
for (const [width, height] of [
  [375, 812],
  [1280, 900],
] as const) {
  const timings: number[] = [];
  const shifts: number[] = [];
  let areaHeight = 0;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await installFakes(context);
    await context.addInitScript(() => {
      localStorage.setItem("cookiesAccepted", "false");
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}/en/pberg`);
    // The page has loaded (its script has run); the calendar loads as it nears the view.
    const area = page.locator("[data-slot=calendar-area]");
    const before = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    const start = Date.now();
    await area.scrollIntoViewIfNeeded();
    await page.locator("[data-slot=calendar-area][data-status=drawn]").waitFor();
    timings.push(Date.now() - start);
    await page.waitForTimeout(500);
    shifts.push((await page.evaluate(() => (window as unknown as { cls: number }).cls)) - before);
    areaHeight = (await area.boundingBox())!.height;
    if (shots && run === 0) {
      await area.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(shots, `en-pberg-calendar-${width}.png`) });
    }
    await context.close();
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${width} px: in view → drawn median ${timings[Math.floor(runs / 2)]} ms (min ${timings[0]}, max ${timings.at(-1)}), ` +
      `layout shift from scrolling to drawn: max ${Math.max(...shifts).toFixed(4)}, area ${areaHeight} px high`,
  );
}
await browser.close();
const files = ["index.html", "enhance.js", "frame.js", "frame.css"];
const bytes = files.map((file) => readFileSync(join("build/client/embed/calendar", file)));
const raw = bytes.reduce((sum, body) => sum + body.length, 0);
const gz = bytes.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
console.log(`frame document: ${files.length} files, ${raw} bytes, ${gz} bytes gzip`);
