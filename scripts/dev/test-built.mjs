// npm run test:built: Vitest over the production build's pages (tests/built/), after building
// when the build is missing or older than its sources; Java runs the HTML validator there.
// Extra arguments go to Vitest.
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
