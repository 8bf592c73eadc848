// npm run test:e2e:cost [-- DIR [PLAYWRIGHT ARGS]]: what the end-to-end stage costs in a checkout (this one, or DIR):
// Playwright's listed runs, the pages Chromium loaded and the processor seconds it took. Run it on
// two commits one after the other on the same machine: a wall-clock time here measures the machine.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureChromium, processorTicks } from "./system-tools.mjs";

const dir = resolve(process.argv[2] ?? ".");
const work = mkdtempSync(join(tmpdir(), "e2e-cost-"));

/**
 * Page loads: the main-frame requests in Chromium's network logs (a navigation, a reload, a link
 * followed), one log per browser the tests started through the wrapper below; apart from them the
 * documents the site's speculation rules fetched ahead (Sec-Purpose: prefetch) while a test's
 * pointer rested on a link, which no frame drew.
 */
function pageLoads() {
  const counted = { loads: 0, prefetches: 0 };
  for (const name of readdirSync(work).filter((file) => file.endsWith(".json"))) {
    const lines = readFileSync(join(work, name), "utf8").split("\n");
    const types = JSON.parse(lines[0].replace(/,\s*$/, "") + "}").constants.logEventTypes;
    // A redirect starts a job again on the same request: each job counts, as each hop is a request.
    let jobs = 0;
    const requests = new Set();
    const prefetches = new Set();
    for (const line of lines) {
      if (!line.includes('"main frame"') && !line.includes("prefetch")) continue;
      const event = JSON.parse(line.replace(/,\s*$/, ""));
      if (
        event.type === types.URL_REQUEST_START_JOB &&
        event.phase === 1 &&
        event.params?.request_type === "main frame"
      ) {
        jobs++;
        requests.add(event.source.id);
      } else if (
        event.type === types.HTTP_TRANSACTION_SEND_REQUEST_HEADERS &&
        requests.has(event.source.id) &&
        event.params.headers.some((header) => /^sec-purpose: prefetch/i.test(header))
      )
        prefetches.add(event.source.id);
    }
    counted.loads += jobs - prefetches.size;
    counted.prefetches += prefetches.size;
  }
  return counted;
}

const args = process.argv.slice(3);
const listed = spawnSync("npx", ["playwright", "test", "--list", ...args], { cwd: dir, encoding: "utf8" });
const runs = Number(/Total: (\d+) tests?/.exec(listed.stdout)?.[1] ?? NaN);

// The stage's own processes in a control group of their own (Linux's cpuacct, as root): every
// descendant is counted, whoever waits for it; elsewhere only the whole machine's busy time. The
// browsers, in a group inside it: what Chromium took, and what the runner and the servers took.
const group = `/sys/fs/cgroup/cpuacct/e2e-cost-${process.pid}`;
let counted;
try {
  mkdirSync(`${group}/chromium`, { recursive: true });
  counted = existsSync(`${group}/chromium/cgroup.procs`);
} catch {
  counted = false;
}
const seconds = (path) => Number(readFileSync(`${path}/cpuacct.usage`, "utf8")) / 1e9;

const chromium = join(work, "chromium");
const enterChromium = counted ? `echo $$ > ${group}/chromium/cgroup.procs; ` : "";
writeFileSync(chromium, `#!/bin/sh\n${enterChromium}exec ${ensureChromium()} --log-net-log=${work}/$$.json "$@"\n`);
chmodSync(chromium, 0o755);
const enter = counted ? `echo $$ > ${group}/cgroup.procs; ` : "";
const before = processorTicks()?.busy ?? NaN;
const stage = spawnSync("bash", ["-c", `${enter}exec npm run --silent test:e2e -- ${args.join(" ")}`], {
  cwd: dir,
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
// Linux counts processor time in ticks of 1/100 s.
const busy = ((processorTicks()?.busy ?? NaN) - before) / 100;
const own = counted ? seconds(group) : NaN;
const browsers = counted ? seconds(`${group}/chromium`) : NaN;
if (counted) {
  rmdirSync(`${group}/chromium`);
  rmdirSync(group);
}

const { loads, prefetches } = pageLoads();
console.log(
  `\nEnd to end in ${dir}: ${runs} listed runs, ${loads} page loads (and ${prefetches} documents prefetched), ` +
    (counted
      ? `${own.toFixed(0)} processor seconds of its own processes (Chromium ${browsers.toFixed(0)}, ` +
        `the runner and the servers ${(own - browsers).toFixed(0)}), `
      : "") +
    `${busy.toFixed(0)} s of the whole machine; ` +
    `exit ${stage.status}`,
);
// The network logs can be large: gone with the run.
rmSync(work, { recursive: true, force: true });
process.exit(stage.status ?? 1);
