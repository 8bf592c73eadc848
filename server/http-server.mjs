// The HTTP server around the app: timeouts against slow clients, and an answer with the
// security headers on a socket the HTTP parser gave up on, after which the socket is closed
// for good (decision 009).
import { createServer, STATUS_CODES } from "node:http";

/**
 * @typedef {object} Limits
 * @property {number} [headersTimeout] ms a client has to send its request headers
 * @property {number} [requestTimeout] ms for the whole request
 * @property {number} [checkEvery] ms between Node's checks of those two timeouts (its default,
 *   30 s, let a slow client hold a connection up to 40 s instead of 10)
 * @property {number} [lingerMs] ms a client may keep a connection after an error answer
 * @property {number} [idleMs] ms a connection may go without progress (a client that stops
 *   reading holds its answers and its socket: Node's default is never to cut it)
 * @property {number} [maxQueued] answers a connection may have waiting: pipelined requests from a
 *   client that never reads queued about 3.7 KB each, and 1,000 such connections ended the process
 * @property {number} [answerMs] ms an answer may take to go out in all: a client that reads a few
 *   bytes now and then restarts the idle timer, and held its connection for as long as it liked
 *   (two minutes carry the largest file, about 350 KB, at 24 kbit/s)
 */

/** A whole answer written straight to the socket, then closed, whether the client reads or not. */
function answerOnSocket(socket, status, headers, lingerMs) {
  if (!socket.writable) return socket.destroy();
  const fields = { ...headers, "Cache-Control": "no-store", "Content-Length": "0", Connection: "close" };
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  // end() only half-closes: a client that never closes its side would hold the socket (and a
  // file descriptor) forever. It gets a moment to read the answer, then the socket is destroyed.
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`);
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  socket.once("close", () => clearTimeout(timer));
}

/**
 * @param {import("node:http").RequestListener} handler
 * @param {Record<string, string>} securityHeaders sent on every answer, the parser's own included
 * @param {Limits} [limits]
 */
export function createSiteServer(handler, securityHeaders, limits = {}) {
  const { headersTimeout = 10_000, requestTimeout = 30_000, checkEvery = 2_000, lingerMs = 5_000 } = limits;
  const { idleMs = 60_000, maxQueued = 16, answerMs = 120_000 } = limits;
  /** @type {WeakMap<import("node:net").Socket, number>} answers not yet sent, by connection */
  const queued = new WeakMap();
  /**
   * The answers a connection has waiting, counted up to the bound: past it the connection is
   * destroyed. Every answer goes through here, the 417s too.
   * @param {import("node:http").RequestListener} answer
   * @returns {import("node:http").RequestListener}
   */
  const bounded = (answer) => (req, res) => {
    const socket = req.socket;
    const waiting = (queued.get(socket) ?? 0) + 1;
    if (waiting > maxQueued) return socket.destroy();
    queued.set(socket, waiting);
    const deadline = setTimeout(() => socket.destroy(), answerMs);
    // A body nobody asked for (the site answers none: 405 or 400) may still be coming once the
    // answer has gone. Closing at once would reset the connection with the body unread, and the
    // reset can reach the client before it has read the answer. So the connection is half-closed,
    // what still comes is read and dropped for a moment (nginx's lingering close), then it goes.
    res.once("finish", () => {
      if (req.complete) return;
      socket.end();
      setTimeout(() => socket.destroy(), Math.min(lingerMs, 2_000));
    });
    res.once("close", () => {
      clearTimeout(deadline);
      queued.set(socket, (queued.get(socket) ?? 1) - 1);
    });
    answer(req, res);
  };
  // A client that sends its headers slowly (slowloris) is cut off: a page request is small.
  // The Host check is the app's, so that its 400 carries the security headers.
  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval: checkEvery, requireHostHeader: false },
    bounded(handler),
  );
  // Every header line counts (Node keeps only the first 2,000 by default: a Content-Length after
  // 2,000 others went unseen, and its body was read for 30 s). The 16 KB header limit still holds.
  server.maxHeadersCount = 0;
  // Without a listener for "timeout", Node destroys a socket that long without a write starting
  // or finishing (not per byte: a whole answer beyond the kernel's buffers must go out within it;
  // the largest file, about 350 KB, then needs 6 KB/s).
  server.setTimeout(idleMs);
  // An Expect other than 100-continue: Node's own 417 had none of the headers.
  server.on(
    "checkExpectation",
    bounded((_req, res) => {
      for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
      res.writeHead(417, { "Cache-Control": "no-store", "Content-Length": "0" }).end();
    }),
  );
  // Requests the parser rejects (bad request line, header without a colon, a header over
  // 16 KB, an unknown method, headers too slow): an answer instead of a silently dropped connection.
  server.on("clientError", (/** @type {NodeJS.ErrnoException} */ error, /** @type {any} */ socket) => {
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return socket.destroy();
    // An answer is already under way on this connection (a broken request pipelined after it, a
    // body that broke after its 405): a second status line would be read as the next answer.
    if (socket._httpMessage) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    answerOnSocket(socket, status, securityHeaders, lingerMs);
  });
  // CONNECT is no method of a static site (Node hands it over as a raw socket).
  server.on("connect", (_req, socket) => {
    socket.on("error", () => socket.destroy());
    answerOnSocket(socket, 405, { ...securityHeaders, Allow: "GET, HEAD" }, lingerMs);
  });
  return server;
}
