// @vitest-environment node
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSiteServer } from "./http-server.mjs";

const headers = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" };
const limits = {
  headersTimeout: 300,
  requestTimeout: 600,
  checkEvery: 100,
  lingerMs: 300,
  idleMs: 500,
  maxQueued: 16,
  answerMs: 1500,
};
let server;

afterEach(() => {
  server?.closeAllConnections();
  return new Promise((done) => (server ? server.close(() => done()) : done()));
});

function start(handler = (_req, res) => res.end("ok"), overrides = {}) {
  server = createSiteServer(handler, headers, { ...limits, ...overrides });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
}

/** A client that sends `payload`, reads the answer, and then neither reads on nor closes (slowloris). */
function holdingClient(port, payload) {
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  socket.on("error", () => {});
  socket.write(payload);
  return new Promise((resolve) => {
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve({ socket, answer }));
  });
}

/** A client that writes `payload` and never reads (it does not notice being let go). */
function nonReadingClient(port, payload) {
  const socket = connect({ port, host: "127.0.0.1" });
  socket.on("error", () => {});
  socket.pause();
  socket.write(payload);
  return socket;
}

const connections = () => new Promise((resolve) => server.getConnections((_error, count) => resolve(count)));

/** The server's open connections once the linger time has passed (polled, at most 3 s). */
async function connectionsAfterLinger() {
  const until = Date.now() + 3000;
  await new Promise((resolve) => setTimeout(resolve, limits.lingerMs));
  while ((await connections()) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return connections();
}

describe("answers the parser's rejections, then lets go of the socket", () => {
  it.each([
    { name: "a header without a colon", payload: "GET / HTTP/1.1\r\nHost: x\r\nBad header\r\n\r\n", status: 400 },
    { name: "headers that never end", payload: "GET / HTTP/1.1\r\nHost: x\r\n", status: 408 },
    {
      name: "a header over 16 KB",
      payload: `GET / HTTP/1.1\r\nHost: x\r\nX: ${"a".repeat(20_000)}\r\n\r\n`,
      status: 431,
    },
    { name: "CONNECT", payload: "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n", status: 405 },
  ])("$name: $status with the security headers, no connection held", async ({ payload, status }) => {
    const port = await start();
    const clients = await Promise.all([1, 2, 3].map(() => holdingClient(port, payload)));
    for (const { answer } of clients) {
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(answer).toContain("X-Content-Type-Options: nosniff\r\n");
      expect(answer).toContain("Cache-Control: no-store\r\n");
    }
    expect(await connectionsAfterLinger()).toBe(0);
    for (const { socket } of clients) socket.destroy();
  });
});

it("cuts off a client whose headers are slow within a second of the headers timeout", async () => {
  const port = await start();
  const started = Date.now();
  const { answer, socket } = await holdingClient(port, "GET / HTTP/1.1\r\nHost: x\r\n");
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1.1 408 /);
  expect(Date.now() - started).toBeLessThan(limits.headersTimeout + 1000);
});

describe("a client that asks and never reads", () => {
  // More than the loopback's socket buffers hold, so that the answer stays stuck in the server.
  const big = Buffer.alloc(32 * 1024 * 1024, "a");

  it("gets at most maxQueued pipelined requests handled, then loses the connection", async () => {
    let handled = 0;
    const port = await start((_req, res) => {
      handled++;
      res.end(big);
    });
    const socket = nonReadingClient(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(500));
    // The client never reads, so it does not notice; the server has let go of the connection.
    expect(await connectionsAfterLinger()).toBe(0);
    socket.destroy();
    expect(handled).toBeLessThanOrEqual(limits.maxQueued);
  });

  it("gets no more than maxQueued 417s either (an unknown Expect on each request)", async () => {
    const port = await start();
    const socket = nonReadingClient(port, "GET / HTTP/1.1\r\nHost: x\r\nExpect: x\r\n\r\n".repeat(500));
    expect(await connectionsAfterLinger()).toBe(0);
    socket.destroy();
  });

  it("is cut off after answerMs even while it reads a little now and then", async () => {
    // Answers in small writes, as pipelined files are: each write that finishes restarts the idle
    // timer. The idle and request limits are set far off, so that only answerMs can end it.
    const port = await start(
      (_req, res) => {
        const chunk = Buffer.alloc(16 * 1024, "a");
        const more = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on("drain", more);
        more();
      },
      { idleMs: 60_000, requestTimeout: 60_000 },
    );
    const socket = connect({ port, host: "127.0.0.1" });
    socket.on("error", () => {});
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    // A few KB every 100 ms: always some progress, so the idle timer never runs out.
    socket.on("data", () => {
      socket.pause();
      setTimeout(() => socket.resume(), 100);
    });
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
    while ((await connections()) > 0 && Date.now() - started < limits.answerMs + 3000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const held = Date.now() - started;
    socket.destroy();
    expect(held).toBeGreaterThanOrEqual(limits.answerMs - 100);
    expect(held).toBeLessThan(limits.answerMs + 1500);
  });

  it("is cut off once the connection has been idle for idleMs", async () => {
    const port = await start((_req, res) => res.end(big));
    const socket = nonReadingClient(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await connections()).toBe(1);
    const started = Date.now();
    while ((await connections()) > 0 && Date.now() - started < limits.idleMs + 1500)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await connections()).toBe(0);
    socket.destroy();
  });
});

it("answers an unknown Expect with 417 and the security headers", async () => {
  const port = await start();
  const { answer, socket } = await holdingClient(
    port,
    "GET / HTTP/1.1\r\nHost: x\r\nExpect: foo\r\nConnection: close\r\n\r\n",
  );
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1.1 417 /);
  expect(answer).toContain("X-Content-Type-Options: nosniff\r\n");
});

it("never answers a broken request in place of one still being answered on the same connection", async () => {
  // The first request is answered 100 ms later; the garbage after it fails in the parser at once.
  // A 400 written then would reach the client as the answer to the first request.
  const port = await start((_req, res) => setTimeout(() => res.end("ok"), 100));
  const { answer, socket } = await holdingClient(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n");
  socket.destroy();
  expect(answer).not.toMatch(/^HTTP\/1.1 400 /);
});
