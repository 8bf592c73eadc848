import { setTimeout as wait } from "node:timers/promises";
import puppeteer, { type Browser, type BrowserContext, type Page } from "puppeteer-core";
import { type Engine, type Tab, expression } from "./engines";

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
