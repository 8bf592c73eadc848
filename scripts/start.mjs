// npm start: builds the site when the build is missing or older than its sources, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const sources = ["app", "public", "deploy", "scripts", "react-router.config.ts", "vite.config.ts", "package-lock.json"];
const stamp = "build/rules.json";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

if (!existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs) {
  console.log("Building the site (npm run build)…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("../server/index.mjs");
