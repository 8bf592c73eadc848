// npm run build: into build.next/, swapped in only on success, so a content mistake leaves the last
// good build (react-router build empties its folder first).
import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";

const [live, staging, old] = ["build", "build.next", "build.old"];

/**
 * A failed build's lines that name a content file or a setting, repeated at its end, where the
 * operator looks, not among the framework's stack traces.
 * @param {string} output
 */
function mistakes(output) {
  const named = /app\/content\/\S|\bNGINX_[A-Z]+: /;
  const lines = output.split(/\r?\n/).filter((line) => named.test(line) && !/^\s+at /.test(line));
  return [...new Set(lines.map((line) => line.replace(/^.*?(app\/content\/|NGINX_[A-Z]+: )/, "$1").trim()))];
}

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
