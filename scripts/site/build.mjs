// npm run build: builds into build.next/ and puts it in place of build/ only when every step
// succeeded, so that a content mistake that stops the build leaves the last good build as it was
// (react-router build empties its folder first).
import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";

const [live, staging, old] = ["build", "build.next", "build.old"];

/**
 * The lines that name a content file (app/content/…: the file, the field, what is wrong) or a
 * setting of the build (NGINX_ROOT: …), from a failed build's output: repeated at its end, where
 * the operator looks, not 20 lines up among the framework's stack traces.
 * @param {string} output
 */
function mistakes(output) {
  const named = /app\/content\/\S|\bNGINX_[A-Z]+: /;
  const lines = output.split(/\r?\n/).filter((line) => named.test(line) && !/^\s+at /.test(line));
  return [...new Set(lines.map((line) => line.replace(/^.*?(app\/content\/|NGINX_[A-Z]+: )/, "$1").trim()))];
}

/** react-router build, its output shown as it comes and kept. */
function reactRouterBuild() {
  return new Promise((done) => {
    let output = "";
    const child = spawn("react-router", ["build"], {
      stdio: ["inherit", "pipe", "pipe"],
      env: { ...process.env, BUILD_DIRECTORY: staging },
    });
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on("error", (error) => done({ status: 1, output: `${output}${error.message}\n` }));
    child.on("close", (status) => done({ status, output }));
  });
}

rmSync(staging, { recursive: true, force: true });
const build = await reactRouterBuild();
if (build.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  const found = mistakes(build.output);
  if (found.length > 0)
    console.error(
      `\nWhat stopped the build (fix it, then build again):\n${found.map((line) => `  ${line}`).join("\n")}`,
    );
  console.error(
    `\nThe build stopped; ${existsSync(live) ? `${live}/ still holds the last good build` : "nothing was built"}.`,
  );
  process.exit(build.status ?? 1);
}
rmSync(old, { recursive: true, force: true });
if (existsSync(live)) renameSync(live, old);
renameSync(staging, live);
rmSync(old, { recursive: true, force: true });
