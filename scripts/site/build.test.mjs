// @vitest-environment node
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { afterEach, expect, it } from "vitest";

/** npm run build (scripts/site/build.mjs) with a stand-in `react-router` that fails or builds. */
const script = resolve("scripts/site/build.mjs");
let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(reactRouter) {
  dir = mkdtempSync(join(tmpdir(), "build-"));
  mkdirSync(join(dir, "bin"));
  mkdirSync(join(dir, "build"));
  writeFileSync(join(dir, "build", "rules.json"), "last good build");
  const bin = join(dir, "bin", "react-router");
  writeFileSync(bin, `#!/bin/sh\n${reactRouter}\n`);
  chmodSync(bin, 0o755);
  const env = { ...process.env, PATH: `${join(dir, "bin")}${delimiter}${process.env.PATH}` };
  return spawnSync(process.execPath, [script], { cwd: dir, env, encoding: "utf8" });
}

it("keeps the last good build when the build stops", () => {
  const result = run('mkdir -p "$BUILD_DIRECTORY/client" && echo "photos.yaml: #2.alt.de: missing" >&2 && exit 1');
  expect(result.status).toBe(1);
  expect(readFileSync(join(dir, "build", "rules.json"), "utf8")).toBe("last good build");
  expect(existsSync(join(dir, "build.next"))).toBe(false);
  expect(result.stderr).toContain("build/ still holds the last good build");
});

it("repeats what names a content file at the end of a failed build, without the stack", () => {
  const result = run(
    [
      'echo "⚠️  Future Flag Warning: noise"',
      'echo "Error: app/content/operator.yaml: email: expected an e-mail address like hello@your-domain.de" >&2',
      'echo "    at parseWith (/x/app/content/schema.server.ts:276:9)" >&2',
      'echo "[plugin x] app/content/site-texts.json: not valid JSON: Expected , (line 27, column 7)" >&2',
      'echo "Error: app/content/operator.yaml: email: expected an e-mail address like hello@your-domain.de" >&2',
      'echo "Error: NGINX_ROOT: \\"/x; y\\" holds a character nginx would read as syntax" >&2',
      "exit 1",
    ].join("\n"),
  );
  expect(result.status).toBe(1);
  const summary = result.stderr.slice(result.stderr.indexOf("What stopped the build"));
  expect(summary.split("\n").slice(1, 4)).toEqual([
    "  app/content/operator.yaml: email: expected an e-mail address like hello@your-domain.de",
    "  app/content/site-texts.json: not valid JSON: Expected , (line 27, column 7)",
    '  NGINX_ROOT: "/x; y" holds a character nginx would read as syntax',
  ]);
  expect(summary).toMatch(/build\/ still holds the last good build\.\n$/);
});

it("puts a build that succeeded in place of the last one", () => {
  const result = run('mkdir -p "$BUILD_DIRECTORY" && echo new > "$BUILD_DIRECTORY/rules.json"');
  expect(result.status).toBe(0);
  expect(readFileSync(join(dir, "build", "rules.json"), "utf8")).toBe("new\n");
  expect(existsSync(join(dir, "build.next")) || existsSync(join(dir, "build.old"))).toBe(false);
});
