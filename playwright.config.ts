import { registerHooks } from "node:module";
import { defineConfig } from "@playwright/test";
import { load } from "./scripts/site/yaml-module.mjs";

// Specs import app modules that import content YAML (app/content/operator.ts): Node loads it as data.
registerHooks({ load });

// Ports: E2E_PORT for Cloudflare's local runtime (4173), nginx next to it (+7). Another range, e.g.
// for a second checkout on the same machine: E2E_PORT=4310 npx playwright test …
const port = Number(process.env.E2E_PORT ?? 4173);
/** nginx with the shipped configuration listens next to the runtime (4180 for 4173). */
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 7);
/**
 * What the server decides (statuses, redirects, headers, hostile requests) is asked over HTTP, no
 * browser, of both shipped servers (tests/http); what the browser decides, of the runtime that
 * production runs (tests/e2e), since nginx sends the same documents (same-documents.spec.ts).
 * nginx alone: its own limits, and the comparison with the runtime.
 */
const nginxOnly = /(nginx-limits|same-documents)\.spec\.ts$/;
/** The content editor's spec starts its own servers (npm run admin on a copy of the project). */
const adminSpec = /admin\.spec\.ts$/;
/** The editor's GitHub login starts its own servers too (wrangler pages dev, a fake GitHub). */
const loginSpec = /login\.spec\.ts$/;
/** End-to-end tests against the production build, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Both cores (decision 025): the servers under test mostly wait, the browsers work.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Flags that keep Chromium from reaching for the network on its own (there is none here).
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // One renderer process where Chromium would start three: a new page's, a spare one, and
        // another for the first navigation away from about:blank (counted with the DevTools
        // protocol's SystemInfo.getProcessInfo). Cross-site frames (the provider's, the map) share
        // it, as on Chrome for Android, which isolates only some sites; the web's rules between
        // frames are the same in one process or several. Decision 036 has the figures.
        "--renderer-process-limit=1",
      ],
    },
    viewport: { width: 1280, height: 900 },
    trace: "off",
    // No wait without its own bound: in the editor's specs, whose tests may take minutes, a wait
    // that never ends (an event that came before its listener) names itself after a minute rather
    // than running into the test's timeout, which says only that the test took too long.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [
    { name: "wrangler", use: { baseURL: `http://127.0.0.1:${port}` }, testIgnore: [adminSpec, loginSpec] },
    { name: "http", testDir: "tests/http", use: { baseURL: `http://127.0.0.1:${port}` }, testIgnore: nginxOnly },
    { name: "nginx", testDir: "tests/http", use: { baseURL: `http://127.0.0.1:${nginxPort}` } },
    { name: "admin", testMatch: adminSpec },
    { name: "login", testMatch: loginSpec },
  ],
  webServer: [
    {
      // npm start, as a newcomer runs it: Cloudflare's local runtime with the build's _headers,
      // _redirects and functions (scripts/site/pages.mjs).
      command: "node scripts/site/start.mjs",
      env: { PORT: String(port), HOST: "127.0.0.1" },
      url: `http://127.0.0.1:${port}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/site/nginx-serve.mjs ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/en`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
