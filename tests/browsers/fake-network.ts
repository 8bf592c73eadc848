import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TLSSocket } from "node:tls";
import { bookingSource, bookingScript, calendarMarkup, calendarScript, calendarSource } from "../e2e/fakes";

/**
 * The network as the browsers under test see it: an HTTP proxy on 127.0.0.1 that every request of
 * WebKit and Firefox goes through (MiniBrowser's --proxy option, Firefox's proxy preferences).
 * It passes requests to the site's own server, answers the booking provider (login.smoobu.com)
 * and Google Maps with fakes over TLS of its own (a certificate made here, which the browsers
 * accept through `acceptInsecureCerts`), and refuses everything else, noting it: nothing reaches
 * the network. The provider's scripts and calendar markup are the Chromium suite's
 * (tests/e2e/fakes.ts); the booking frame's document is a smaller one of this file, since the
 * Chromium one reads `document.featurePolicy`, which only Chromium has.
 */

const fakeHosts = ["login.smoobu.com", "www.google.com", "maps.google.com"];

export interface FakeNetwork {
  /** host:port for the browsers' proxy settings. */
  proxy: string;
  /** Requests that were refused (neither the site nor a faked host). */
  refused: string[];
  /** Requests the fakes answered, newest last. */
  answered: string[];
  /** While true, the provider is unreachable (its connections are refused). */
  providerDown: boolean;
  /** What the proxy did for `host` lately (tunnels, requests, answers), to say why a check failed. */
  describe(host: string): string;
  close(): Promise<void>;
}

/** A self-signed certificate for the faked hosts, made with openssl into a temporary folder. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "browsers-cert-"));
  try {
    const made = spawnSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=fake provider",
        "-addext",
        `subjectAltName=${fakeHosts.map((host) => `DNS:${host}`).join(",")}`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`openssl could not make the test certificate: ${made.stderr}`);
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const html = (body: string) => `<!doctype html><html lang="en"><title>Fake</title><body>${body}</body></html>`;

/** The provider's booking document: it reports its height to the page, as the real one does. */
const bookingDocument = (url: string) =>
  html(`<h1>Booking</h1><p id="booking">Booking ${url.replace(/[<&]/g, "")}</p><script>
  parent.postMessage({ bookingToolHeight: 1400 }, "*");
</script>`);

const providerCss = `.multiCalendarWidget { position: relative; padding: 8px; }
.fullCalendar.bigDevices { display: none; gap: 16px; }
@media (min-width: 600px) { .fullCalendar.bigDevices { display: flex; } .fullCalendar.smallDevices { display: none; } }
.calendar { flex: 1; }
.singleCalendarWidget table { width: 100%; border-collapse: collapse; }
.singleCalendarWidget td.blocked { background: #f4b4b4 !important; }`;

const arrow = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M5 2l6 6-6 6" stroke="#333" fill="none" stroke-width="2"/></svg>`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** The fakes' answer to one request on a faked host; null when there is none (refused). */
async function fakeAnswer(
  url: URL,
  request: IncomingMessage,
): Promise<{ status: number; type: string; body: string; headers?: Record<string, string> } | null> {
  const origin = request.headers.origin ?? "*";
  if (url.hostname === "login.smoobu.com") {
    if (url.href === calendarScript) return { status: 200, type: "text/javascript", body: calendarSource };
    if (url.href === bookingScript) return { status: 200, type: "text/javascript", body: bookingSource };
    if (/^\/\w\w\/cockpit\/widget\/single-calendar\/\d+$/.test(url.pathname)) {
      const form = new URLSearchParams(await readBody(request));
      const month = Number(form.get("month"));
      const year = Number(form.get("year"));
      const headers = { "Access-Control-Allow-Origin": origin };
      if (request.method !== "POST" || !month || !year || !form.get("verificationHash"))
        return { status: 400, type: "text/plain", body: "bad request", headers };
      return { status: 200, type: "text/html; charset=utf-8", body: calendarMarkup(month, year), headers };
    }
    if (/^\/\w\w\/booking-tool\/iframe\//.test(url.pathname))
      return { status: 200, type: "text/html; charset=utf-8", body: bookingDocument(url.href) };
    if (url.pathname.startsWith("/css/")) return { status: 200, type: "text/css", body: providerCss };
    if (url.pathname.startsWith("/img/")) return { status: 200, type: "image/svg+xml", body: arrow };
    return null;
  }
  if (/^(www|maps)\.google\.com$/.test(url.hostname) && url.pathname.startsWith("/maps"))
    return {
      status: 200,
      type: "text/html; charset=utf-8",
      body: html(`<p>Map ${url.search.replace(/[<&]/g, "")}</p>`),
    };
  return null;
}

/** Starts the proxy for a site served at `site` (http://127.0.0.1:port). */
export async function startFakeNetwork(site: string, port = 0): Promise<FakeNetwork> {
  const siteUrl = new URL(site);
  const tls = certificate();
  const refused: string[] = [];
  const answered: string[] = [];
  const sockets = new Set<Socket>();
  const events: { at: number; host: string; what: string }[] = [];
  const note = (host: string, what: string) => events.push({ at: Date.now(), host, what });

  // What the faked hosts answer, reached through CONNECT and the proxy's own TLS.
  // A browser that hangs up while sending a form (a tab closed mid-request) leaves no one to
  // answer: reading its body fails with "aborted", and the answer is dropped.
  const fakes = createServer((request, response) => {
    const host = (request.socket as TLSSocket & { fakeHost?: string }).fakeHost ?? request.headers.host ?? "";
    const url = new URL(request.url ?? "/", `https://${host}`);
    note(host, `${request.method} ${url.pathname}`);
    response.on("close", () =>
      note(host, `${response.writableFinished ? response.statusCode : "dropped"} ${url.pathname}`),
    );
    fakeAnswer(url, request).then(
      (answer) => {
        if (!answer) {
          refused.push(`${request.method} ${url.href}`);
          response.writeHead(404, { "Content-Type": "text/plain" }).end("not faked");
          return;
        }
        answered.push(`${request.method} ${url.href}`);
        response.writeHead(answer.status, { "Content-Type": answer.type, ...answer.headers }).end(answer.body);
      },
      () => response.destroy(),
    );
  });

  // Plain http through the proxy: only the site itself.
  const forward = (request: IncomingMessage, response: ServerResponse) => {
    let target: URL;
    try {
      target = new URL(request.url ?? "");
    } catch {
      response.writeHead(400).end();
      return;
    }
    const local = ["127.0.0.1", "localhost"].includes(target.hostname) && target.port === siteUrl.port;
    if (!local) {
      refused.push(`${request.method} ${target.href}`);
      response.writeHead(403, { "Content-Type": "text/plain" }).end("refused by the test proxy");
      return;
    }
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: siteUrl.port,
        method: request.method,
        path: target.pathname + target.search,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  };

  const network: FakeNetwork = {
    proxy: "",
    refused,
    answered,
    providerDown: false,
    describe(host) {
      const now = Date.now();
      const recent = events.filter((event) => event.host === host).slice(-16);
      const told = recent.map((event) => `${((event.at - now) / 1000).toFixed(1)} s ${event.what}`);
      return told.length ? told.join(", ") : `nothing for ${host}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  /** Where a tunnel to host:port leads: the site, a fake over TLS, or nowhere (refused). */
  const tunnel = (socket: Socket, host: string, targetPort: number, what: string, established: () => void) => {
    socket.on("error", () => socket.destroy());
    if (["127.0.0.1", "localhost"].includes(host) && String(targetPort) === siteUrl.port) {
      const upstream = connect(targetPort, "127.0.0.1", () => {
        established();
        upstream.pipe(socket).pipe(upstream);
      });
      upstream.on("error", () => socket.destroy());
      return true;
    }
    if (!fakeHosts.includes(host) || targetPort !== 443 || (host === "login.smoobu.com" && network.providerDown)) {
      refused.push(what);
      note(host, "tunnel refused");
      return false;
    }
    note(host, "tunnel");
    socket.on("close", () => note(host, "tunnel closed"));
    established();
    const secure = new TLSSocket(socket, { isServer: true, key: tls.key, cert: tls.cert, ALPNProtocols: ["http/1.1"] });
    Object.assign(secure, { fakeHost: host });
    secure.on("error", () => secure.destroy());
    fakes.emit("connection", secure);
    return true;
  };

  // The proxy: plain requests (for the site), CONNECT (for https).
  const server: Server = createServer(forward);
  server.on("connect", (request: IncomingMessage, socket: Socket) => {
    const [host = "", targetPort = "443"] = (request.url ?? "").split(":");
    const ok = tunnel(socket, host, Number(targetPort), `CONNECT ${request.url}`, () =>
      socket.write("HTTP/1.1 200 Connection Established\r\n\r\n"),
    );
    if (!ok) socket.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n");
  });

  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  network.proxy = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return network;
}
