// npm run bench:serve: requests per second and p99 latency of the Node server (npm start) and
// nginx with the shipped configuration, side by side, for a page, an apartment page, a hashed
// script and a 404. Loopback only, bounded in time (BENCH_SECONDS per row, 5 by default), at
// BENCH_CONNECTIONS (50) connections. It prints figures; it asserts nothing.
import { spawn } from "node:child_process";
import autocannon from "autocannon";
import { freePort } from "./lib/ports.mjs";
import { buildIfStale } from "./lib/build-if-stale.mjs";
import { serveBuild } from "./lib/serve-build.mjs";
import { ensureNginx } from "./lib/system-tools.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const headers = { "accept-encoding": "br, gzip" };

async function startNginx(port) {
  const child = spawn(process.execPath, ["scripts/nginx-serve.mjs", String(port)], {
    env: { ...process.env, NGINX_PATH: ensureNginx() },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 100; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx on port ${port} exited (${child.exitCode})`);
    if (
      await fetch(`${origin}/en`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  throw new Error(`nginx on port ${port} did not answer within 10 s`);
}

function run(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

buildIfStale();
const node = await serveBuild(await freePort(Number(process.env.BENCH_PORT ?? 4340)));
const nginx = await startNginx(await freePort(Number(process.env.BENCH_NGINX_PORT ?? 4341)));
try {
  const html = await (await fetch(`${node.origin}/en`)).text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error("no hashed script found in /en");
  const paths = [
    ["/en", "/en"],
    ["/en/pberg", "/en/pberg"],
    ["hashed script", script],
    ["404", "/en/nope"],
  ];
  console.log(`${connections} connections, ${seconds} s a row, Accept-Encoding: br, gzip, Node ${process.version}\n`);
  // Warm-up (JIT, caches), not counted: a second on each path of each server.
  for (const [, path] of paths) for (const server of [node, nginx]) await run(server.origin + path, 1);
  const rows = [];
  for (const [label, path] of paths) {
    const row = { path: label };
    for (const [name, server] of /** @type {const} */ ([
      ["node", node],
      ["nginx", nginx],
    ])) {
      const result = await run(server.origin + path);
      const failed = result.errors + result.timeouts;
      row[`${name} req/s`] = Math.round(result.requests.average);
      row[`${name} p99 ms`] = result.latency.p99;
      if (failed) row[`${name} failed`] = failed;
    }
    row["p99 node/nginx"] = (row["node p99 ms"] / Math.max(row["nginx p99 ms"], 1)).toFixed(1);
    rows.push(row);
  }
  console.table(rows);
} finally {
  node.stop();
  nginx.stop();
}
