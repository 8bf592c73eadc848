// npm run test:browsers: tests/browsers/ in WebKit and Firefox ESR against the build (docs/testing.md:
// BROWSERS, JOURNEYS, SCREENSHOTS).
import { registerHooks } from "node:module";
import { buildIfStale } from "../site/build-if-stale.mjs";
import { load } from "../site/yaml-module.mjs";
import { servePages } from "../site/pages.mjs";
import {
  ensureFirefoxEsr,
  ensureMiniBrowser,
  ensureOpenssl,
  ensureWebKitWebDriver,
  ensureXvfb,
} from "./system-tools.mjs";

/** @type {import("../../tests/browsers/engines.ts").EngineName[]} */
const engines = /** @type {any[]} */ ((process.env.BROWSERS ?? "webkit,firefox").split(",").filter(Boolean));
const unknown = engines.filter((name) => name !== "webkit" && name !== "firefox");
if (unknown.length) {
  console.error(`BROWSERS names ${unknown.join(", ")}: only webkit and firefox are known.`);
  process.exit(2);
}

const tools = {
  webKitWebDriver: engines.includes("webkit") ? ensureWebKitWebDriver() : "",
  miniBrowser: engines.includes("webkit") ? ensureMiniBrowser() : "",
  xvfb: engines.includes("webkit") ? ensureXvfb() : "",
  firefox: engines.includes("firefox") ? ensureFirefoxEsr() : "",
};
ensureOpenssl();
buildIfStale();

registerHooks({ load });
const { register: registerTsx } = await import("tsx/esm/api");
registerTsx();
// A path in a variable, so tsc checks this file without the suite it hands to tsx.
const suite = "../../tests/browsers/suite.ts";
/** @type {typeof import("../../tests/browsers/suite")} */
const { runSuite, portInRange, stopAll } = await import(suite);

const ports = { from: 5400, to: 5499 };
const server = await servePages({ port: await portInRange(ports.from, ports.to) });
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await stopAll();
  server.stop();
  process.exit(code);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(130));

let code = 1;
try {
  code = await runSuite({
    origin: server.origin,
    tools,
    engines,
    only: (process.env.JOURNEYS ?? "").split(",").filter(Boolean),
    screenshots: process.env.SCREENSHOTS === "1" ? "build/screenshots/webkit" : null,
    ports,
  });
} catch (error) {
  console.error(error);
} finally {
  await stop(code);
}
