import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { keys, WebDriverSession, type Key } from "./webdriver";

export type EngineName = "webkit" | "firefox";

/**
 * One page in one engine at one viewport size: what a journey does with it. Scripts run in the
 * page as strings, so that a function's source as tsx compiled it runs there too.
 */
export interface Tab {
  readonly engine: EngineName;
  readonly width: number;
  /** Loads a path of the site (a full navigation) and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page with JSON arguments; its JSON result comes back. */
  run<T, A extends unknown[] = []>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** A real click (the driver's) in the middle of the first element that matches. */
  click(selector: string): Promise<void>;
  /** A mouse click at viewport coordinates. */
  clickAt(x: number, y: number): Promise<void>;
  /** A key pressed and released on the focused element. */
  press(key: Key): Promise<void>;
  /** Runs `fn` in the document of the iframe that `frame` selects (for a failure's message). */
  inFrame<T, A extends unknown[] = []>(frame: string, fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Chooses an option of a <select> as a guest would (a click on the option). */
  choose(select: string, value: string): Promise<void>;
  /** The roles the engine's accessibility tree gives the elements `selector` matches (WebKit only). */
  roles?(selector: string): Promise<string[]>;
  /** The viewport as PNG. */
  screenshot(): Promise<Buffer>;
  /** Uncaught errors, console errors and CSP violations since the last call. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  readonly version: string;
  /** A tab with empty storage at this size. */
  open(width: number, height: number): Promise<Tab>;
  stop(): Promise<void>;
}

/** `fn` applied to `args`, as an expression; tsx's `__name` helper is defined for it. */
const expression = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `((__name) => (${fn.toString()}).apply(null, ${JSON.stringify(args)}))((f) => f)`;

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

/** An element's box in the viewport and the element at its middle (for a failed click's message). */
const whereIs = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return "not found";
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  const name = (e: Element | null) => (e ? e.tagName.toLowerCase() + (e.id ? `#${e.id}` : "") : "nothing");
  return `box ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${innerWidth}×${innerHeight}, scrollY ${Math.round(scrollY)}, at its middle ${name(hit)}`;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver, under Xvfb.

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

// ---------------------------------------------------------------------------------------------
// Firefox ESR through WebDriver BiDi (puppeteer-core), headless.

export interface FirefoxOptions {
  binary: string;
  port: number;
  origin: string;
  proxy: string;
}

/** The mark the Firefox tab leaves on a document it navigates away from (its `goto`). */
type Leaving = { __left?: boolean };

export async function startFirefox(options: FirefoxOptions): Promise<Engine> {
  const [proxyHost, proxyPort] = options.proxy.split(":");
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: options.binary,
    headless: true,
    acceptInsecureCerts: true,
    debuggingPort: options.port,
    // The runner stops everything it started on a signal (scripts/dev/browsers.mjs), Firefox too.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    extraPrefsFirefox: {
      // Everything but the site itself goes to the test proxy, which answers the fakes and
      // refuses the rest; the site on 127.0.0.1 is reached directly.
      "network.proxy.type": 1,
      "network.proxy.http": proxyHost,
      "network.proxy.http_port": Number(proxyPort),
      "network.proxy.ssl": proxyHost,
      "network.proxy.ssl_port": Number(proxyPort),
      "network.proxy.no_proxies_on": "127.0.0.1,localhost",
      "network.proxy.allow_hijacking_localhost": false,
      "network.dns.disablePrefetch": true,
      "network.http.speculative-parallel-limit": 0,
      // The browser's own calls home (refused by the proxy anyway).
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      "browser.safebrowsing.update.enabled": false,
      "app.update.enabled": false,
    },
  });
  const version = (await browser.version()).replace(/^firefox\//, "Firefox ");

  return {
    name: "firefox",
    version,
    async open(width, height) {
      const context: BrowserContext = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      // Puppeteer also sets a screen orientation, a command Firefox 140 does not know; the
      // viewport is set all the same (checked below).
      await page.setViewport({ width, height }).catch((error: Error) => {
        if (!/setScreenOrientationOverride/.test(error.message)) throw error;
      });
      let seen: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") seen.push(`console.error: ${message.text()}`);
      });
      page.on("pageerror", (error) => seen.push(`uncaught: ${(error as Error).message ?? String(error)}`));
      // Firefox reports a CSP violation as an error of the page itself (log.entryAdded). No
      // preload script here: Firefox runs it in the cross-origin frames too and reports its
      // "Permission denied" there as the page's errors.
      const run = <T>(fn: (...args: never[]) => unknown, args: unknown[]) =>
        page.evaluate(expression(fn, args)) as Promise<T>;
      const tab: Tab = {
        engine: "firefox",
        width,
        async goto(path) {
          // Not page.goto: in one CI run it waited out its 30 s for /en/pberg ("Navigation timeout of
          // 30000 ms exceeded") after a link had led away from the page before, and puppeteer has
          // missed Firefox's load events before (puppeteer#13041: a navigation's id reported apart
          // from its load). The documents themselves say when the next one has loaded.
          await run(
            (to: string) => {
              (window as unknown as Leaving).__left = true;
              setTimeout(() => location.assign(to), 0);
            },
            [options.origin + path],
          );
          const arrived = () => !(window as unknown as Leaving).__left && document.readyState === "complete";
          for (const end = Date.now() + 30_000; !(await run<boolean>(arrived, []).catch(() => false));) {
            if (Date.now() > end) throw new Error(`${path} did not load within 30 s`);
            await wait(100);
          }
          const inner = await run<number>(() => innerWidth, []);
          if (inner !== width) throw new Error(`Firefox viewport is ${inner} px wide, not ${width}`);
        },
        run: (fn, ...args) => run(fn as (...args: never[]) => unknown, args),
        async click(selector) {
          await page.click(selector);
        },
        clickAt: (x, y) => page.mouse.click(x, y),
        async inFrame(frame, fn, ...args) {
          const content = await (await page.$(frame))?.contentFrame();
          if (!content) throw new Error(`no frame ${frame}`);
          return content.evaluate(expression(fn as (...args: never[]) => unknown, args)) as never;
        },
        press: (key) => page.keyboard.press(key),
        async choose(select, value) {
          await page.select(select, value);
        },
        screenshot: async () => Buffer.from(await page.screenshot()),
        async problems() {
          const all = seen;
          seen = [];
          return all;
        },
        close: () => context.close(),
      };
      return tab;
    },
    async stop() {
      await browser.close().catch(() => undefined);
    },
  };
}

export { keys };
