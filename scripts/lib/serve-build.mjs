// Starts the production server (server/index.mjs) on a port of its own and waits until it answers.
import { spawn } from "node:child_process";

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
