// Sends one raw HTTP/1.1 request over TCP and reads the answer's head: fetch and Playwright
// would normalise the request target, so hostile requests go out byte for byte from here.
import { connect } from "node:net";

/**
 * @param {{ host: string, port: number }} server
 * @param {import("./cases.mjs").HostileCase} hostile
 * @returns {Promise<{ status: number | null, headers: [string, string][], head: string }>}
 */
export function rawRequest(server, hostile, timeoutMs = 10_000) {
  const headerLines = Object.entries({ Host: `${server.host}:${server.port}`, Connection: "close", ...hostile.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const request = hostile.raw ?? `${hostile.method ?? "GET"} ${hostile.target} HTTP/1.1\r\n${headerLines}\r\n`;
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = connect(server.port, server.host);
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.split("\r\n\r\n")[0] ?? "";
      const [statusLine = "", ...lines] = head.split("\r\n");
      const status = /^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1];
      const headers = lines.map((line) => {
        const colon = line.indexOf(":");
        return /** @type {[string, string]} */ ([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
      });
      resolve({ status: status ? Number(status) : null, headers, head });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      // The head is all we need; a HEAD-less body may be large.
      if (Buffer.concat(chunks).includes("\r\n\r\n")) socket.end();
    });
    socket.on("end", finish);
    socket.on("close", finish);
    // A server may reset the connection after its answer: what arrived still counts.
    socket.on("error", () => finish());
    socket.write(Buffer.from(request, "latin1"));
  });
}
