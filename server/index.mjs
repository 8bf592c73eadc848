// Serves the production build as a static host would: node server/index.mjs
// PORT (3000) and HOST (127.0.0.1: this machine only; HOST=0.0.0.0 to serve the network).
import { createServer, STATUS_CODES } from "node:http";
import { createApp } from "./app.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "127.0.0.1";

/** A whole answer written straight to a socket the HTTP parser gave up on, then closed. */
function answerOnSocket(socket, status, headers = {}) {
  if (!socket.writable) return socket.destroy();
  const lines = Object.entries({ ...headers, "Content-Length": "0", Connection: "close" }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n`);
}

const server = createServer(
  {
    // A client that sends its headers slowly (slowloris) is cut off: a page request is small.
    headersTimeout: 10_000,
    requestTimeout: 30_000,
  },
  createApp(process.env.BUILD_DIR ?? "build"),
);

// Requests the parser rejects (bad request line, header without a colon, a header over
// 16 KB, an unknown method): an answer instead of a silently dropped connection.
server.on("clientError", (error, socket) => {
  if (error.code === "ECONNRESET" || error.code === "EPIPE") return socket.destroy();
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  answerOnSocket(socket, status);
});
// CONNECT is no method of a static site (Node hands it over as a raw socket).
server.on("connect", (_req, socket) => {
  socket.on("error", () => socket.destroy());
  answerOnSocket(socket, 405, { Allow: "GET, HEAD" });
});
server.on("error", (error) => {
  const reason = error.code === "EADDRINUSE" ? `port ${port} on ${host} is taken (set PORT)` : error.message;
  console.error(`The server could not start or stopped: ${reason}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const shown = host.includes(":") ? `[${host}]` : host;
  console.log(`Serving the production build at http://${shown}:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
