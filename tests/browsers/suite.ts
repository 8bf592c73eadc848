import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { Engine, EngineName } from "./engines";
import { startFirefox } from "./firefox";
import { startWebKit } from "./webkit";
import { startFakeNetwork, type FakeNetwork } from "./fake-network";
import { browserOwn, failureJourney, refusedHost, journeys, runJourney, type Result } from "./journeys";
import { runLoginJourney } from "./login-journey";

/**
 * The cross-browser smoke suite (npm run test:browsers, scripts/dev/browsers.mjs): the journeys of
 * journeys.ts in WebKit (WebKitGTK's MiniBrowser, under Xvfb) and Firefox ESR, each at phone and
 * desktop width, both engines at once; then WebKit's screenshots of every page type.
 */

export interface SuiteOptions {
  origin: string;
  tools: { webKitWebDriver: string; miniBrowser: string; firefox: string; xvfb: string };
  engines: EngineName[];
  /** Where WebKit's screenshots go (build/screenshots/webkit), or null for none. */
  screenshots: string | null;
  /** Only the journeys of these paths (JOURNEYS=/en/pberg), or all. */
  only?: string[];
  /** Ports the suite may use. */
  ports: { from: number; to: number };
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
/** The page types, each screenshotted by WebKit at these widths. */
const screenshotPaths = ["/en", "/en/pberg", "/en/booknow", "/en/booknow/mitte", "/en/agb", "/en/nope"];
const screenshotWidths = [375, 768, 1280];
/** Screens per page at most (the apartment page is about 12 phone screens long). */
const maxScreens = 16;

const taken = new Set<number>();

/** A free port in [from, to] that this run has not handed out yet. */
export async function portInRange(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
        .once("error", () => resolve(false))
        .listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

/** Everything this run started, stopped in reverse order (also after a failure or a signal). */
const stops: (() => Promise<unknown> | unknown)[] = [];
export async function stopAll() {
  while (stops.length) await Promise.resolve(stops.pop()!()).catch(() => undefined);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * How a process stands, from Linux's /proc: its state, where in the kernel it waits, and its
 * children's commands (Xvfb runs xkbcomp while it starts), for a start that did not end.
 */
function processState(pid: number | undefined): string {
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8").trim();
    } catch {
      return "?";
    }
  };
  if (pid === undefined) return "no process";
  const state = read(`/proc/${pid}/status`).match(/^State:\s*(.*)$/m)?.[1] ?? "?";
  const children = read(`/proc/${pid}/task/${pid}/children`)
    .split(/\s+/)
    .filter(Boolean)
    .map((child) => read(`/proc/${child}/cmdline`).replaceAll("\0", " ").trim());
  return `state ${state}, waiting in ${read(`/proc/${pid}/wchan`)}, children: ${children.join("; ") || "none"}`;
}

/**
 * Xvfb on a display it picks itself (-displayfd): no clash with another X server here. It starts
 * in about 0.1 s; the wait is long (once in a fresh-clone run it printed no display within 10 s,
 * and never again in 60 starts, loaded or not), and a start that ends it says how Xvfb stood.
 */
async function startXvfb(binary: string): Promise<string> {
  const xvfb: ChildProcess = spawn(binary, ["-displayfd", "3", "-screen", "0", "1400x1000x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  stops.push(() => xvfb.exitCode === null && xvfb.kill("SIGTERM"));
  let log = "";
  xvfb.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const display = await new Promise<string>((resolve, reject) => {
    let out = "";
    const fd3 = xvfb.stdio[3] as NodeJS.ReadableStream;
    fd3.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(`:${out.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${log}`)));
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `Xvfb printed no display within ${seconds(Date.now() - started)} (${processState(xvfb.pid)}): ${log}`,
          ),
        ),
      60_000,
    );
  }).finally(() => clearTimeout(timer));
  return display;
}

export async function runSuite(options: SuiteOptions): Promise<number> {
  const started = Date.now();
  const results: (Result & { engine: EngineName; width: number; path: string })[] = [];
  const print = (engine: EngineName, width: number, path: string, result: Result) => {
    results.push({ ...result, engine, width, path });
    const head = `${result.ok ? "PASS" : "FAIL"}  ${engine.padEnd(7)} ${String(width).padStart(4)}  ${path.padEnd(17)} ${result.check}`;
    const time = result.ms ? `  (${seconds(result.ms)})` : "";
    console.log(head + time + (result.ok ? "" : `\n        → ${result.detail}`));
  };

  const lane = async (name: EngineName) => {
    const network: FakeNetwork = await startFakeNetwork(
      options.origin,
      await portInRange(options.ports.from, options.ports.to),
    );
    stops.push(() => network.close());
    let engine: Engine;
    if (name === "webkit") {
      const display = await startXvfb(options.tools.xvfb);
      engine = await startWebKit({
        driver: options.tools.webKitWebDriver,
        miniBrowser: options.tools.miniBrowser,
        display,
        port: await portInRange(options.ports.from, options.ports.to),
        origin: options.origin,
        proxy: network.proxy,
      });
    } else {
      engine = await startFirefox({
        binary: options.tools.firefox,
        port: await portInRange(options.ports.from, options.ports.to),
        origin: options.origin,
        proxy: network.proxy,
      });
    }
    stops.push(() => engine.stop());
    console.log(`${name}: ${engine.version}, proxy ${network.proxy}`);
    // The provider unreachable: once, at phone width, and first, while the browser has not cached
    // the provider's script (WebKit would run a cached one from an earlier journey's tab).
    const failureTab = await engine.open(phone.width, phone.height);
    try {
      await runJourney(failureJourney, failureTab, network, (result) =>
        print(name, phone.width, failureJourney.path, result),
      );
    } finally {
      await failureTab.close();
    }
    for (const size of [phone, desktop]) {
      for (const journey of journeys.filter(
        (journey) => !options.only?.length || options.only.includes(journey.path),
      )) {
        const tab = await engine.open(size.width, size.height);
        try {
          await runJourney(journey, tab, network, (result) => print(name, size.width, journey.path, result));
        } finally {
          await tab.close();
        }
      }
    }
    if (name === "webkit" && options.screenshots) await screenshots(engine, options.screenshots);
    const own = network.refused.filter(browserOwn);
    const hosts = [...new Set(own.map(refusedHost))].join(", ");
    console.log(
      `${name}: the proxy answered ${network.answered.length} requests with fakes and refused ${network.refused.length}` +
        (own.length ? `, ${own.length} of them the browser's own (${hosts})` : ""),
    );
  };

  /** Every page type at 375, 768 and 1280 px, the cookie choice made (declined: no map). */
  const screenshots = async (engine: Engine, folder: string) => {
    mkdirSync(folder, { recursive: true });
    const shotStarted = Date.now();
    const written: string[] = [];
    for (const width of screenshotWidths) {
      const tab = await engine.open(width, width < 768 ? 812 : width < 1024 ? 1024 : 900);
      try {
        await tab.goto("/robots.txt");
        await tab.run(() => localStorage.setItem("cookiesAccepted", "false"));
        for (const path of screenshotPaths) {
          await tab.goto(path);
          await tab.run(() => document.fonts.ready.then(() => true));
          await new Promise((resolve) => setTimeout(resolve, 400));
          // The page screen by screen, as a guest scrolls it (WebKit's screenshots show the viewport only).
          const name = `${path.slice(1).replaceAll("/", "_")}-${width}`;
          for (let screen = 1; screen <= maxScreens; screen++) {
            writeFileSync(join(folder, `${name}-${screen}.png`), await tab.screenshot());
            written.push(`${name}-${screen}.png`);
            const moved = await tab.run(() => {
              const before = scrollY;
              scrollBy({ top: innerHeight - 80, behavior: "instant" });
              return scrollY !== before;
            });
            if (!moved) break;
            await new Promise((resolve) => setTimeout(resolve, 150));
          }
        }
      } finally {
        await tab.close();
      }
    }
    console.log(`webkit: ${written.length} screenshots in ${folder} (${seconds(Date.now() - shotStarted)})`);
  };

  let crashed = false;
  let loginFailed = 0;
  try {
    const lanes = await Promise.allSettled(options.engines.map((name) => lane(name)));
    for (const [index, lane] of lanes.entries()) {
      if (lane.status === "rejected") {
        crashed = true;
        console.error(`${options.engines[index]}: the run stopped: ${(lane.reason as Error)?.stack ?? lane.reason}`);
      }
    }
    // The content editor's login window in each engine (decision 027), on a site of its own.
    if (!options.only?.length) {
      const display = options.engines.includes("webkit") ? await startXvfb(options.tools.xvfb) : "";
      loginFailed = await runLoginJourney({ ...options, display }).catch((error: Error) => {
        console.error(`the login journey stopped: ${error.stack ?? error}`);
        return 1;
      });
    }
  } finally {
    await stopAll();
  }

  const failed = results.filter((result) => !result.ok);
  console.log("");
  for (const name of options.engines) {
    const own = results.filter((result) => result.engine === name);
    const bad = own.filter((result) => !result.ok);
    console.log(`${name}: ${own.length - bad.length} passed, ${bad.length} failed`);
    for (const result of bad) console.log(`  ✖ ${result.width} ${result.path}  ${result.check}`);
  }
  console.log(`\nAll engines, ${seconds(Date.now() - started)}:`);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length || crashed || loginFailed ? 1 : 0;
}
