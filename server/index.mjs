// Serves the production build as a static host would: node server/index.mjs
// PORT (3000) and HOST (127.0.0.1: this machine only; HOST=0.0.0.0 to serve the network).
import { createApp } from "./app.mjs";
import { createSiteServer } from "./http-server.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || "127.0.0.1";

const app = createApp(process.env.BUILD_DIR ?? "build");
const server = createSiteServer(app, app.securityHeaders);
server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  const reason = error.code === "EADDRINUSE" ? `port ${port} on ${host} is taken (set PORT)` : error.message;
  console.error(`The server could not start or stopped: ${reason}`);
  process.exit(1);
});

server.listen(port, host, () => {
  const shown = host.includes(":") ? `[${host}]` : host;
  console.log(`Serving the production build at http://${shown}:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
