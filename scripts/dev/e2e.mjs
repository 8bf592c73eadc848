// npm run test:e2e: Playwright against the build, served by Cloudflare's local runtime and by nginx.
import { spawnSync } from "node:child_process";
import { buildIfStale } from "../site/build-if-stale.mjs";
import { wranglerProblem } from "../site/pages.mjs";
import { freePort } from "./ports.mjs";
import { ensureChromium, ensureFallbackFont, ensureNginx } from "./system-tools.mjs";

const chromium = ensureChromium();
const nginx = ensureNginx();
ensureFallbackFont();
const problem = wranglerProblem();
if (problem) {
  console.error(`Cloudflare's local runtime (wrangler pages dev) serves the tests, and it cannot run here: ${problem}`);
  process.exit(1);
}
buildIfStale();

const port = process.env.E2E_PORT ?? String(await freePort(4173));
const nginxPort = process.env.E2E_NGINX_PORT ?? String(await freePort(Number(port) + 7));
// The booking provider's fake, which the runtime's functions ask (playwright.config.ts).
const providerPort = process.env.E2E_PROVIDER_PORT ?? String(await freePort(Number(port) + 9));
if (!process.env.E2E_PORT && (port !== "4173" || nginxPort !== "4180" || providerPort !== "4182"))
  console.log(
    `Port 4173, 4180 or 4182 is taken: the tests use ${port} (the runtime), ${nginxPort} (nginx) and ${providerPort} (the provider's fake).`,
  );

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    NGINX_PATH: nginx,
    E2E_PORT: port,
    E2E_NGINX_PORT: nginxPort,
    E2E_PROVIDER_PORT: providerPort,
  },
});
process.exit(result.status ?? 1);
