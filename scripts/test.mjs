// npm test: every check, in the order a failure is cheapest to find.
import { spawnSync } from "node:child_process";
import {
  ensureChromium,
  ensureFallbackFont,
  ensureFirefoxEsr,
  ensureJava,
  ensureMiniBrowser,
  ensureNginx,
  ensureOpenssl,
  ensureWebKitWebDriver,
  ensureXvfb,
} from "./lib/system-tools.mjs";

const began = Date.now();

// Fail fast, before the slow steps, when a browser, nginx or a tool of the browser tests is missing.
for (const ensure of [
  ensureChromium,
  ensureNginx,
  ensureFallbackFont,
  ensureWebKitWebDriver,
  ensureMiniBrowser,
  ensureXvfb,
  ensureFirefoxEsr,
  ensureOpenssl,
  ensureJava,
])
  ensure();

const steps = [
  ["Types", "typecheck"],
  ["Lint and formatting", "lint"],
  ["Unit tests", "test:unit"],
  ["Production build", "build"],
  ["Built pages (placeholders, meta tags, structured data)", "test:built"],
  ["End-to-end and accessibility tests", "test:e2e"],
  ["WebKit and Firefox ESR journeys", "test:browsers"],
];

for (const [label, script] of steps) {
  console.log(`\n▶ ${label} (npm run ${script})`);
  const started = Date.now();
  const result = spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (npm run ${script}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const total = Math.round((Date.now() - began) / 1000);
console.log(`\nAll checks passed in ${Math.floor(total / 60)} min ${total % 60} s.`);
