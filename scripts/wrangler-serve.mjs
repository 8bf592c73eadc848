// Serves build/client with Cloudflare's local runtime for Pages (`wrangler pages dev`), which
// reads _headers and _redirects as Cloudflare Pages does: the end-to-end tests' third server.
// Usage: node scripts/wrangler-serve.mjs <port>. Nothing goes to the network (scripts/lib/wrangler.mjs).
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { offlineEnv, wranglerBin, wranglerProblem, workerdDate } from "./lib/wrangler.mjs";

const port = process.argv[2] ?? process.env.WRANGLER_PORT ?? "4187";
const problem = wranglerProblem();
if (problem) {
  console.error(`wrangler pages dev cannot run here: ${problem}`);
  process.exit(1);
}
const { date } = /** @type {{ date: string }} */ (workerdDate());

// Wrangler keeps its state and bundles in the working folder (.wrangler/): one of its own per port.
const work = join(tmpdir(), `kiez-wrangler-${port}`);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const args = [
  wranglerBin(),
  "pages",
  "dev",
  resolve("build/client"),
  "--ip",
  "127.0.0.1",
  "--port",
  port,
  "--compatibility-date",
  date,
  "--persist-to",
  join(work, "state"),
  "--log-level",
  "warn",
  "--show-interactive-dev-session=false",
];
const child = spawn(process.execPath, args, {
  cwd: work,
  stdio: "inherit",
  env: { ...process.env, ...offlineEnv, WRANGLER_LOG_PATH: join(work, "logs") },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill("SIGTERM"));
child.on("exit", (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
console.log(`wrangler pages dev serving build/client at http://127.0.0.1:${port} (compatibility date ${date})`);
