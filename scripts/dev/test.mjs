// npm test: every check, in the order a failure is cheapest to find; two at once where both fit.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
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
  processorTicks,
} from "./system-tools.mjs";

const began = Date.now();

// Fail fast, before the slow steps, when a tool is missing.
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

// Steps in one group run at once, as each alone leaves a core partly idle (decision 042); a group's
// output is printed whole when it ends.
const groups = [
  [
    ["Types", "typecheck"],
    ["Unit tests", "test:unit"],
  ],
  [["Production build", "build"]],
  [
    ["Lint and formatting", "lint"],
    ["Built pages (placeholders, meta tags, structured data)", "test:built"],
  ],
  [["End-to-end and accessibility tests", "test:e2e"]],
  [["WebKit and Firefox ESR journeys", "test:browsers"]],
];

function run(script, alone) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      // Piped output keeps its colours where the terminal has them.
      env: alone || !process.stdout.isTTY ? process.env : { ...process.env, FORCE_COLOR: "1" },
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    const started = Date.now();
    child.on("close", (status) =>
      resolve({ status, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Says why a run was slow (decision 042). */
function processorUse(before) {
  const after = processorTicks();
  if (!before || !after || after.all === before.all) return "";
  const share = (ticks) => Math.round((100 * ticks) / (after.all - before.all));
  return `the processor (${availableParallelism()} cores): ${share(after.busy - before.busy)} % busy, ${share(after.steal - before.steal)} % taken by the host`;
}

/** What the suite does most: start processes and touch fresh memory (decision 042). */
function machineCost() {
  const starts = 40;
  const startsBegan = performance.now();
  for (let i = 0; i < starts; i++) {
    const { error } = spawnSync("true", { stdio: "ignore" });
    if (error) return `could not start \`true\` (${error.message})`;
  }
  const start = (performance.now() - startsBegan) / starts;
  const touchBegan = performance.now();
  Buffer.alloc(256 * 2 ** 20).fill(1);
  const megabyte = (performance.now() - touchBegan) / 256;
  return `a process starts in ${start.toFixed(1)} ms, a fresh megabyte takes ${megabyte.toFixed(2)} ms to touch`;
}
console.log(`The machine: ${machineCost()} (decision 042).`);

const beganTicks = processorTicks();
for (const group of groups) {
  const groupTicks = processorTicks();
  const alone = group.length === 1;
  if (!alone) console.log(`\n▶ At once: ${group.map(([, script]) => `npm run ${script}`).join(", ")}`);
  else console.log(`\n▶ ${group[0][0]} (npm run ${group[0][1]})`);
  const results = await Promise.all(group.map(([, script]) => run(script, alone)));
  for (const [index, [label, script]] of group.entries()) {
    const { status, output, seconds } = results[index];
    if (!alone) console.log(`\n▶ ${label} (npm run ${script})\n${output.toString().trimEnd()}`);
    if (status === 0) console.log(`✔ ${label} (${seconds.toFixed(0)} s)`);
    else console.error(`\n✖ ${label} failed (npm run ${script}).`);
  }
  const use = processorUse(groupTicks);
  if (use) console.log(`  (${use})`);
  const failed = results.find(({ status }) => status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}
const total = Math.round((Date.now() - began) / 1000);
const use = processorUse(beganTicks);
console.log(`\nAll checks passed in ${Math.floor(total / 60)} min ${total % 60} s${use ? ` (${use})` : ""}.`);
