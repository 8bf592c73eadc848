import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { type Engine, type Tab, expression, whereIs } from "./engines";
import { WebDriverSession } from "./webdriver";

// WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb.

/** The listener WebKit gets after each navigation (classic WebDriver has no console events). */
const watch = () => {
  const w = window as unknown as { __smoke?: string[] };
  if (w.__smoke) return;
  const seen: string[] = [];
  w.__smoke = seen;
  addEventListener("error", (event) => seen.push(`uncaught: ${event.message}`));
  addEventListener("unhandledrejection", (event) =>
    seen.push(`unhandled rejection: ${(event.reason as Error)?.message ?? String(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`),
  );
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.push(`console.error: ${args.map(String).join(" ")}`);
    original.apply(console, args);
  };
};

export interface WebKitOptions {
  driver: string;
  miniBrowser: string;
  display: string;
  port: number;
  origin: string;
  proxy: string;
}

export async function startWebKit(options: WebKitOptions): Promise<Engine> {
  // MiniBrowser's toolbar keeps its window at least 447 px wide: a user style sheet of GTK's
  // shrinks the browser's own controls (not the page), so a 375 px viewport fits.
  const config = mkdtempSync(join(tmpdir(), "browsers-gtk-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(
    join(config, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n",
  );
  const driver: ChildProcess = spawn(options.driver, [`--port=${options.port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: options.display, XDG_CONFIG_HOME: config },
    stdio: ["ignore", "ignore", "pipe"],
    // A process group of its own: stopping it also stops the MiniBrowser and WebKit processes it started.
    detached: true,
  });
  let driverLog = "";
  driver.stderr?.on("data", (chunk: Buffer) => (driverLog += chunk.toString()));
  const base = `http://127.0.0.1:${options.port}`;
  for (let tries = 0; ; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${driverLog}`);
    const ready = await fetch(`${base}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 100) throw new Error(`WebKitWebDriver did not answer on ${base}`);
    await wait(100);
  }
  const session = await WebDriverSession.start(base, {
    browserName: "MiniBrowser",
    acceptInsecureCerts: true,
    "webkitgtk:browserOptions": {
      binary: options.miniBrowser,
      // MiniBrowser's own proxy option, for http and https alike. Not WebDriver's `proxy`
      // capability: WebKitWebDriver turns its sslProxy into an "https://" proxy, which GLib
      // speaks TLS to (that failed here: "Error performing TLS handshake"), and with the
      // capability given MiniBrowser's own option is no longer used either.
      args: ["--automation", `--proxy=http://${options.proxy}`, "--ignore-tls-errors"],
    },
  });
  const version = String(session.capabilities.browserVersion ?? "");
  let chrome = { width: 0, height: 0 };
  let busy = false;

  const engine: Engine = {
    name: "webkit",
    version: `WebKitGTK ${version}`,
    async open(width, height) {
      if (busy) throw new Error("one WebKit tab at a time");
      busy = true;
      // A plain page of the site first (its storage emptied), then the window: the viewport plus
      // MiniBrowser's toolbar, measured and corrected until the viewport has the size asked for
      // (a resize lands a moment after the command returns).
      await session.navigate(`${options.origin}/robots.txt`);
      await session.execute("localStorage.clear(); sessionStorage.clear();");
      let inner: [number, number] = [0, 0];
      for (let attempt = 0; attempt < 4; attempt++) {
        await session.setWindowRect({ x: 0, y: 0, width: width + chrome.width, height: height + chrome.height });
        for (let settle = 0; settle < 10; settle++) {
          await wait(50);
          const now = await session.execute<[number, number]>("return [innerWidth, innerHeight]");
          if (now[0] === inner[0] && now[1] === inner[1]) break;
          inner = now;
        }
        if (inner[0] === width && inner[1] === height) break;
        chrome = { width: chrome.width + width - inner[0], height: chrome.height + height - inner[1] };
      }
      if (inner[0] !== width || inner[1] !== height)
        throw new Error(`WebKit's viewport is ${inner.join("×")}, not ${width}×${height}`);
      const run = <T>(fn: (...args: never[]) => unknown, args: unknown[]) =>
        session.execute<T>(`return ${expression(fn, args)}`);
      let carried: string[] = [];
      const collect = async () => {
        const seen = await session
          .execute<string[] | null>("const s = window.__smoke; window.__smoke = null; return s")
          .catch(() => null);
        carried.push(...(seen ?? []));
        await run(watch, []).catch(() => undefined);
      };
      const tab: Tab = {
        engine: "webkit",
        width,
        async goto(path) {
          await collect();
          await session.navigate(options.origin + path);
          await run(watch, []);
        },
        run: (fn, ...args) => run(fn as (...args: never[]) => unknown, args),
        async click(selector) {
          // WebKitWebDriver does not always scroll an element below the fold into view before it
          // clicks ("element not interactable"): a guest scrolls there first, so does this.
          await run(
            (selector: string) => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              if (box && (box.top < 0 || box.bottom > innerHeight))
                document.querySelector(selector)?.scrollIntoView({ block: "center" });
            },
            [selector],
          );
          try {
            await session.click(await session.find(selector));
          } catch (error) {
            // Say where the element was and what the point under its middle holds.
            const where = await run<string>(whereIs, [selector]).catch(() => "");
            throw new Error(`${(error as Error).message} (${selector}: ${where})`, { cause: error });
          }
          await run(watch, []).catch(() => undefined);
        },
        clickAt: (x, y) => session.clickAt(x, y),
        async inFrame(frame, fn, ...args) {
          await session.switchToFrame(await session.find(frame));
          try {
            return (await run(fn as (...args: never[]) => unknown, args)) as never;
          } finally {
            await session.switchToFrame(null);
          }
        },
        press: (key) => session.press(key),
        async choose(select, value) {
          await session.click(await session.find(`${select} option[value="${value}"]`));
        },
        async roles(selector) {
          const elements = await session.findAll(selector);
          return Promise.all(elements.map((element) => session.computedRole(element)));
        },
        screenshot: () => session.screenshot(),
        async problems() {
          await collect();
          const all = carried;
          carried = [];
          return all;
        },
        async close() {
          busy = false;
        },
      };
      return tab;
    },
    async stop() {
      await session.quit().catch(() => undefined);
      const exited = new Promise((resolve) =>
        driver.exitCode !== null ? resolve(null) : driver.once("exit", resolve),
      );
      try {
        process.kill(-driver.pid!, "SIGTERM");
      } catch {
        // Already gone.
      }
      await exited;
      rmSync(config, { recursive: true, force: true });
    },
  };
  return engine;
}
