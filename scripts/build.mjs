// npm run build: builds into build.next/ and puts it in place of build/ only when every step
// succeeded, so that a content mistake that stops the build leaves the last good build as it was
// (react-router build empties its folder first).
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";

const [live, staging, old] = ["build", "build.next", "build.old"];

rmSync(staging, { recursive: true, force: true });
const build = spawnSync("react-router", ["build"], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIRECTORY: staging },
});
if (build.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  console.error(
    `\nThe build stopped; ${existsSync(live) ? `${live}/ still holds the last good build` : "nothing was built"}.`,
  );
  process.exit(build.status ?? 1);
}
rmSync(old, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, old);
renameSync(staging, live);
rmSync(old, { recursive: true, force: true });
