import { spawnSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The project brings its own Node (the `node` devDependency, Node 26 LTS) and every npm script
 * runs on it: npm puts node_modules/.bin first on a script's PATH, and `node` there is the
 * project's. The machine's own Node (20 on these machines) only runs npm itself
 * (docs/decisions/023-node-24-and-current-majors.md).
 */
const projectNode = resolve("node_modules/node/bin/node");
const wanted: string = JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node;
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

describe("the project's Node", () => {
  it("runs this test (Vitest's workers)", () => {
    expect(major(process.version)).toBe(major(wanted));
    expect(major(process.version)).toBeGreaterThanOrEqual(26);
  });

  it("is what a command started by npm finds as `node`, and what it spawns by that name", () => {
    // `npm exec -c` builds a script's environment as `npm run` does.
    const result = spawnSync("npm", ["exec", "--offline", "-c", "command -v node && node -p process.version"], {
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const [path, version] = result.stdout.trim().split("\n");
    expect(realpathSync(path!)).toBe(realpathSync(projectNode));
    expect(version).toBe(`v${wanted}`);
    // Starting npm takes seconds on a loaded machine: the spawn's own limit is the test's.
  }, 30_000);

  it("is named by every npm script that starts a JavaScript file, not a path to another Node", () => {
    const scripts: Record<string, string> = JSON.parse(readFileSync("package.json", "utf8")).scripts;
    const elsewhere = Object.entries(scripts).filter(([, command]) => /(^|\s)\/\S*\/node(\s|$)/.test(command));
    expect(elsewhere).toEqual([]);
  });
});
