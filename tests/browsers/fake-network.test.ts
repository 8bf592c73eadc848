// @vitest-environment node
import { connect as connectTcp } from "node:net";
import { connect as connectTls, type TLSSocket } from "node:tls";
import { afterEach, expect, test } from "vitest";
import { startFakeNetwork, type FakeNetwork } from "./fake-network";

let network: FakeNetwork | undefined;
afterEach(() => network?.close());

/** A TLS connection to a faked host through the proxy's CONNECT, as the browsers open it. */
function tunnel(proxy: string, host: string): Promise<TLSSocket> {
  const [address = "", port = ""] = proxy.split(":");
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), address, () =>
      socket.write(`CONNECT ${host}:443 HTTP/1.1\r\nHost: ${host}:443\r\n\r\n`),
    );
    socket.once("error", reject);
    socket.once("data", (head) => {
      if (!head.toString().startsWith("HTTP/1.1 200")) return reject(new Error(head.toString()));
      const secure = connectTls({ socket, servername: host, rejectUnauthorized: false }, () => resolve(secure));
      secure.once("error", reject);
    });
  });
}

/** Sends one request over the tunnel and returns the answer's status line. */
function ask(secure: TLSSocket, request: string): Promise<string> {
  return new Promise((resolve) => {
    secure.once("data", (answer) => resolve(answer.toString().split("\r\n")[0] ?? ""));
    secure.write(request);
  });
}

test("a browser that hangs up in the middle of a calendar request leaves the fakes answering", async () => {
  network = await startFakeNetwork("http://127.0.0.1:9");
  const calendar = "/en/cockpit/widget/single-calendar/1";
  // Half a form, then the connection is gone: what a browser does when its tab closes mid-request.
  const cut = await tunnel(network.proxy, "login.smoobu.com");
  cut.write(`POST ${calendar} HTTP/1.1\r\nHost: login.smoobu.com\r\nContent-Length: 200\r\n\r\nmonth=1`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  cut.destroy();
  await new Promise((resolve) => setTimeout(resolve, 50));

  const next = await tunnel(network.proxy, "login.smoobu.com");
  const form = "month=1&year=2027&verificationHash=x";
  const status = await ask(
    next,
    `POST ${calendar} HTTP/1.1\r\nHost: login.smoobu.com\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
  );
  next.destroy();
  expect(status).toBe("HTTP/1.1 200 OK");
});
