// Serves the production build as a static host would: node server/index.mjs
import { createServer } from "node:http";
import { createApp } from "./app.mjs";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = createServer(createApp(process.env.BUILD_DIR ?? "build"));
server.listen(port, host, () => {
  console.log(`Serving the production build at http://localhost:${port}`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
