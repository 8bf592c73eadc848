// npm start: builds when stale, then serves the build as production does (scripts/site/pages.mjs).
import { buildIfStale } from "./build-if-stale.mjs";
import { startPages } from "./pages.mjs";

buildIfStale();
const port = process.env.PORT || "3000";
const host = process.env.HOST || "127.0.0.1";
let pages;
try {
  pages = startPages({ port, host });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, pages.stop);
pages.child.on("exit", (code) => process.exit(code ?? 0));
console.log(`Serving the production build at ${pages.origin} (wrangler pages dev, compatibility date ${pages.date})`);
