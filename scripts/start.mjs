// npm start: builds the site when the build is missing or older than its sources, then serves it.
import { buildIfStale } from "./lib/build-if-stale.mjs";

buildIfStale();
await import("../server/index.mjs");
