// Sends one raw HTTP/1.1 request over TCP and reads the answer: fetch and Playwright would
// normalise the request target, so hostile requests go out byte for byte from here.
import { connect } from "node:net";

/** What is kept of a body: enough to see whether a file was served. */
const bodyLimit = 64 * 1024;

/**
 * The answer's head, split as a browser would split it: a lone CR or LF ends a header line too
 * (an injected `%0d` then shows up as a header of its own, e.g. Set-Cookie).
 * @param {Buffer} bytes
 */
export function parseAnswer(bytes) {
  const text = bytes.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = "", ...lines] = head.split(/\r\n|\r|\n/);
  const status = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(statusLine)?.[1];
  const headers = lines
    .filter((line) => line.includes(":"))
    .map((line) => {
      const colon = line.indexOf(":");
      return /** @type {[string, string]} */ ([
        line.slice(0, colon).trim().toLowerCase(),
        line.slice(colon + 1).trim(),
      ]);
    });
  return { status: status ? Number(status) : null, headers, head, body: end === -1 ? "" : text.slice(end + 4) };
}

/** Whether a whole answer has arrived, for servers that keep the connection open. */
function complete(bytes, method) {
  const end = bytes.indexOf("\r\n\r\n");
  if (end === -1) return false;
  const { status, headers } = parseAnswer(bytes);
  if (method === "HEAD" || status === null || status < 200 || status === 204 || status === 304) return true;
  const body = bytes.subarray(end + 4);
  const length = headers.find(([name]) => name === "content-length")?.[1];
  if (length !== undefined) return body.length >= Number(length);
  const chunked = headers.some(([name, value]) => name === "transfer-encoding" && /chunked/i.test(value));
  return chunked && body.includes("0\r\n\r\n");
}

/**
 * @param {{ host: string, port: number }} server
 * @param {Pick<import("./hostile-cases.mjs").HostileCase, "method" | "target" | "headers" | "raw">} hostile
 * @returns {Promise<{ status: number | null, headers: [string, string][], head: string, body: string }>}
 */
export function rawRequest(server, hostile, timeoutMs = 10_000) {
  const fields = { Host: `${server.host}:${server.port}`, Connection: "close", ...hostile.headers };
  const headerLines = Object.entries(fields)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  const request = hostile.raw ?? `${hostile.method ?? "GET"} ${hostile.target} HTTP/1.1\r\n${headerLines}\r\n`;
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let done = false;
    const socket = connect(server.port, server.host);
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks)));
    };
    const timer = setTimeout(() => {
      done = true;
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bodyLimit || complete(Buffer.concat(chunks), hostile.method ?? "GET")) finish();
    });
    socket.on("end", finish);
    socket.on("close", finish);
    // A server may reset the connection after its answer: what arrived still counts.
    socket.on("error", finish);
    socket.write(Buffer.from(request, "latin1"));
  });
}
