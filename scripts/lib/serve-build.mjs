// Starts the production server (server/index.mjs) on a port of its own and waits until it answers.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Builds when there is no production build yet (as npm run test:e2e does). */
export function ensureBuild() {
  if (existsSync("build/rules.json")) return;
  console.log("No production build yet: building (npm run build)…");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Serves build/ at http://127.0.0.1:{port}; resolves with the origin and a stop function. */
export async function serveBuild(port) {
  const server = spawn(process.execPath, ["server/index.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => server.exitCode === null && server.kill("SIGTERM");
  for (let tries = 0; tries < 100; tries++) {
    if (server.exitCode !== null) throw new Error(`the server on port ${port} exited (${server.exitCode})`);
    try {
      const response = await fetch(`${origin}/en`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`the server on port ${port} did not answer within 10 s`);
}
