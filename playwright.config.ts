import { registerHooks } from "node:module";
import { defineConfig } from "@playwright/test";
import { load } from "./scripts/site/yaml-module.mjs";
import { testCredentials } from "./tests/provider/fake-api.mjs";

// Specs import app modules that import content YAML.
registerHooks({ load });

const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 7);
/** The booking provider's API, faked on loopback (tests/provider/fake-api.mjs), for the runtime's functions. */
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? port + 9);
/**
 * What the server decides is asked over HTTP, no browser, of both servers (tests/http); what the
 * browser decides, of the runtime (tests/e2e): nginx sends the same documents. nginx alone: its own
 * limits, the comparison with the runtime, and that it has no functions; the runtime alone: what
 * its functions answer.
 */
const nginxOnly = /(nginx-limits|same-documents|no-functions)\.spec\.ts$/;
const runtimeOnly = /stay\.spec\.ts$/;
// The editor's specs start their own servers.
const adminSpec = /admin\.spec\.ts$/;
const loginSpec = /login\.spec\.ts$/;
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
      // Chromium must not reach for the network on its own.
      args: [
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // One renderer process where Chromium would start three; frames' rules are the same in
        // one process or several (decision 036).
        "--renderer-process-limit=1",
      ],
    },
    viewport: { width: 1280, height: 900 },
    trace: "off",
    // A wait that never ends names itself, rather than running into a long test's timeout.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
  },
  projects: [
    { name: "wrangler", use: { baseURL: `http://127.0.0.1:${port}` }, testIgnore: [adminSpec, loginSpec] },
    { name: "http", testDir: "tests/http", use: { baseURL: `http://127.0.0.1:${port}` }, testIgnore: nginxOnly },
    {
      name: "nginx",
      testDir: "tests/http",
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
      testIgnore: runtimeOnly,
    },
    { name: "admin", testMatch: adminSpec },
    { name: "login", testMatch: loginSpec },
  ],
  webServer: [
    {
      // npm start, as a newcomer runs it.
      command: "node scripts/site/start.mjs",
      // The functions ask the fake provider, with the fake's key and secret (never real ones).
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        SMOOBU_API_KEY: testCredentials.key,
        SMOOBU_API_SECRET: testCredentials.secret,
        SMOOBU_API_URL: `http://127.0.0.1:${providerPort}`,
      },
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
    {
      command: `node tests/provider/fake-api.mjs ${providerPort}`,
      url: `http://127.0.0.1:${providerPort}/__calls`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
