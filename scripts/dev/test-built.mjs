// npm run test:built: Vitest over the built pages, building first when the build is stale.
import { spawnSync } from "node:child_process";
import { buildIfStale } from "../site/build-if-stale.mjs";
import { ensureJava } from "./system-tools.mjs";

const java = ensureJava();
buildIfStale();
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.built.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, JAVA_PATH: java },
});
process.exit(result.status ?? 1);
