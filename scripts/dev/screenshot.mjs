// Screenshots of pages at phone and desktop widths: [CLOSED=1] node scripts/dev/screenshot.mjs http://localhost:3000 /en /de/pberg
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
const fullPage = process.env.FULL !== "0";
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
  page.on("console", (message) => console.log(`[${message.type()}] ${message.text()}`));
  // CLOSED=1 screenshots with the cookie decision already made (banner closed).
  if (process.env.CLOSED) await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "false"));
  for (const path of paths.length ? paths : ["/en"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `screenshots/${path.replaceAll("/", "_") || "root"}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  }
  await page.close();
}
await browser.close();
