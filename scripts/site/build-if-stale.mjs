// The one staleness check of the scripts that serve or test the build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const buildSources = [
  "app",
  "public",
  "deploy",
  "scripts/site",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];
/** Written last by the build (scripts/site/build-end.ts): its time is the build's. */
export const buildStamp = "build/rules.json";

function newest(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function staleReason({ sources = buildSources, stamp = buildStamp } = {}) {
  if (!existsSync(stamp)) return "no production build yet";
  const changed = sources.find((source) => newest(source) > statSync(stamp).mtimeMs);
  return changed ? `${changed} changed since the last build` : null;
}

export function buildIfStale() {
  const reason = staleReason();
  if (!reason) return;
  console.log(`Building the site (npm run build): ${reason}…`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
