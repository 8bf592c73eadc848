import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleReason } from "./build-if-stale.mjs";

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setup() {
  dir = mkdtempSync(join(tmpdir(), "stale-"));
  mkdirSync(join(dir, "app"));
  const source = join(dir, "app", "page.tsx");
  const stamp = join(dir, "rules.json");
  writeFileSync(source, "x");
  writeFileSync(stamp, "{}");
  return { source, stamp, options: { sources: [join(dir, "app")], stamp } };
}

describe("staleReason", () => {
  it("asks for a build when there is none", () => {
    const { options } = setup();
    expect(staleReason({ ...options, stamp: join(dir, "missing.json") })).toBe("no production build yet");
  });

  it("asks for a build when a source is newer than the build", () => {
    const { source, stamp, options } = setup();
    utimesSync(stamp, new Date(1000), new Date(1000));
    utimesSync(source, new Date(2000), new Date(2000));
    expect(staleReason(options)).toBe(`${join(dir, "app")} changed since the last build`);
  });

  it("accepts a build newer than every source", () => {
    const { source, stamp, options } = setup();
    utimesSync(source, new Date(1000), new Date(1000));
    utimesSync(stamp, new Date(2000), new Date(2000));
    expect(staleReason(options)).toBeNull();
  });
});
