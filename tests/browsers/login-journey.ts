import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import { createServer as createTcpServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Engine, EngineName, Tab } from "./engines";
import type { Result, runJourney } from "./journeys";

/**
 * The content editor's login window in WebKit and Firefox (decision 027): from /admin, Decap's
 * "Login with GitHub" opens the site's /api/auth in a window, which goes to GitHub's authorize page
 * (another origin and site) and back to the site's callback; that page must still have the editor
 * as its `window.opener` to hand over the token (a Cross-Origin-Opener-Policy on the way cuts it:
 * `same-origin-allow-popups` on the login's responses did in WebKit and Chromium, `same-origin` in
 * Firefox). The check ends when Decap shows the collections, and says which messages the editor
 * got.
 *
 * `loginJourney` runs on an origin that serves the built site with the editor and the login
 * function, whose GitHub the browsers reach: `runLoginJourney` (npm run test:browsers, after the
 * smoke journeys) serves, on one port of 127.0.0.1, the built site with the editor and the login
 * under `wrangler pages dev` (tests/github/login-site.ts) as https://127.0.0.1:port (the login's
 * cookie is Secure: WebKit keeps it from https only), and the fake GitHub (tests/github/) as
 * http(s)://localhost:port, another origin and site as github.com is (the browsers' test proxy
 * lets only the site's port through).
 */

type Journey = Parameters<typeof runJourney>[0];

/** Polls `fn` in the page until it returns something truthy; the last value after `timeout` ms. */
async function until<T>(tab: Tab, fn: () => T, timeout: number): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await tab.run(fn);
    if (value || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const loginJourney: Journey = {
  path: "/admin",
  checks: [
    {
      name: "login window: keeps its opener through GitHub's page, the editor gets the token",
      async run({ tab }) {
        await until(
          tab,
          () => [...document.querySelectorAll("button")].some((b) => b.textContent === "Login with GitHub"),
          20_000,
        );
        await tab.run(() => {
          const messages: string[] = [];
          Object.assign(window, { loginMessages: messages });
          addEventListener("message", (event) => messages.push(`${event.origin} ${String(event.data).slice(0, 40)}`));
          [...document.querySelectorAll("button")]
            .find((button) => button.textContent === "Login with GitHub")
            ?.setAttribute("data-smoke", "login");
        });
        await tab.click('[data-smoke="login"]');
        const editor = await until(tab, () => document.body.innerText.includes("Bernauer Strasse (mitte)"), 30_000);
        const { origin, messages, token, said } = await tab.run(() => ({
          origin: location.origin,
          messages: (window as unknown as { loginMessages: string[] }).loginMessages,
          token: (JSON.parse(localStorage.getItem("decap-cms-user") ?? "{}") as { token?: string }).token ?? "",
          said: document.body.innerText.slice(0, 300).replace(/\s+/g, " "),
        }));
        const handshake = messages[0] === `${origin} authorizing:github`;
        const handedOver = messages.some((message) => message.startsWith(`${origin} authorization:github:success:`));
        if (!editor || !handshake || !handedOver || !token.startsWith("ghu_")) {
          throw new Error(
            `${editor ? "the editor opened" : "the editor did not open"}, ${handshake ? "the login window reached its opener" : "no handshake from the login window"}, the editor's token ${JSON.stringify(token.slice(0, 4))}; messages: ${JSON.stringify(messages)}; the page says: ${said}`,
          );
        }
      },
    },
  ],
};

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl in `dir`. */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2"].concat([
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the certificate: ${made.stderr}`);
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * One port for the site (wrangler, behind it) and GitHub (the fake), by path, in https (the
 * browsers: the login's cookie is Secure, which WebKit keeps only from https) and plain http (the
 * login's token exchange from wrangler's runtime, which would refuse the self-signed certificate),
 * told apart by the first byte (a TLS handshake starts with 0x16).
 */
function front(port: number, site: number, github: number, tls: { key: Buffer; cert: Buffer }): Promise<Server> {
  const pass = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? "/";
    const to = /^\/(login\/oauth|api\/v3|avatars)\//.test(path) ? github : site;
    const upstream = httpRequest(
      { host: "127.0.0.1", port: to, method: request.method, path, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  };
  const plain = createServer(pass);
  const secure = createTlsServer(tls, pass);
  const server = createTcpServer((socket) => {
    socket.on("error", () => socket.destroy());
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

export interface LoginJourneyOptions {
  engines: EngineName[];
  tools: { webKitWebDriver: string; miniBrowser: string; firefox: string };
  /** The X display WebKit draws on. */
  display: string;
  ports: { from: number; to: number };
}

/** The login journey in each engine, at desktop width: the number of failed checks. */
export async function runLoginJourney({ engines, tools, display, ports }: LoginJourneyOptions): Promise<number> {
  const { startFakeGitHub } = await import("../github/fake-github");
  const { GitRepo } = await import("../github/git-repo");
  const { startLoginSite } = await import("../github/login-site");
  const { startFirefox } = await import("./firefox");
  const { startWebKit } = await import("./webkit");
  const { startFakeNetwork } = await import("./fake-network");
  const { runJourney } = await import("./journeys");
  const { portInRange } = await import("./suite");
  const port = await portInRange(ports.from, ports.to);
  const origin = `https://127.0.0.1:${port}`;
  const github = `http://localhost:${port}`;
  const app = { clientId: "Iv23.smoke", clientSecret: "smoke-secret", callback: `${origin}/api/auth/callback` };
  const work = mkdtempSync(join(tmpdir(), "kiez-login-journey-"));
  const stops: (() => unknown)[] = [() => rmSync(work, { recursive: true, force: true })];
  const results: (Result & { engine: EngineName })[] = [];
  try {
    const git = GitRepo.fromFiles(join(work, "site.git"), ".", "main");
    const fake = await startFakeGitHub({ app, repo: { fullName: "kiez/site", branch: "main", git } });
    stops.push(() => fake.close());
    const site = await startLoginSite({
      port: await portInRange(ports.from, ports.to),
      repo: "kiez/site",
      branch: "main",
      apiRoot: `https://localhost:${port}/api/v3`,
      login: {
        GITHUB_CLIENT_ID: app.clientId,
        GITHUB_CLIENT_SECRET: app.clientSecret,
        LOGIN_CALLBACK_URL: app.callback,
        GITHUB_URL: github,
      },
    });
    stops.push(() => site.stop());
    const server = await front(
      port,
      Number(new URL(site.origin).port),
      Number(new URL(fake.origin).port),
      certificate(work),
    );
    stops.push(() => server.close());
    for (const name of engines) {
      const network = await startFakeNetwork(origin, await portInRange(ports.from, ports.to));
      stops.push(() => network.close());
      const enginePort = await portInRange(ports.from, ports.to);
      const engine: Engine =
        name === "webkit"
          ? await startWebKit({
              driver: tools.webKitWebDriver,
              miniBrowser: tools.miniBrowser,
              display,
              port: enginePort,
              origin,
              proxy: network.proxy,
            })
          : await startFirefox({
              binary: tools.firefox,
              port: enginePort,
              origin,
              proxy: network.proxy,
            });
      stops.push(() => engine.stop());
      console.log(`${name}: ${engine.version}`);
      const tab = await engine.open(1280, 900);
      const started = Date.now();
      await runJourney(loginJourney, tab, network, (result) => {
        results.push({ ...result, engine: name });
        console.log(
          `${result.ok ? "PASS" : "FAIL"}  ${name.padEnd(7)} /admin  ${result.check}${result.ok ? "" : `\n        → ${result.detail}`}`,
        );
      });
      await tab.close();
      console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s; token exchanges ${fake.tokenCalls}`);
    }
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  }
  const failed = results.filter((result) => !result.ok);
  return failed.length || (results.length === 0 ? 1 : 0);
}
