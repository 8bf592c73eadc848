// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { importGraph } from "./page-script.mjs";

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The files of `sources` (name → text) that `entry` reaches, by name. */
function reached(sources, entry) {
  dir = mkdtempSync(join(tmpdir(), "graph-"));
  for (const [name, text] of Object.entries(sources)) writeFileSync(join(dir, name), text);
  return [...importGraph([join(dir, entry)])].map((file) => basename(file)).sort();
}

it("follows imports, re-exports and imports for effect, not type-only ones", () => {
  const files = {
    "page.ts": [
      'import { a } from "./a";',
      'export { b } from "./b";',
      'export * from "./c";',
      'import "./d";',
      'import type { E } from "./e";',
      'export type { F } from "./f";',
      'import { g } from "react";',
    ].join("\n"),
    "a.ts": 'import {\n  x,\n  y,\n} from "./x";\nexport const a = x + y;',
    "b.tsx": "export const b = 1;",
    "c.ts": "export const c = 1;",
    "d.ts": "window.d = 1;",
    "e.ts": "export type E = 1;",
    "f.ts": "export type F = 1;",
    "x.ts": "export const x = 1, y = 2;",
  };
  expect(reached(files, "page.ts")).toEqual(["a.ts", "b.tsx", "c.ts", "d.ts", "page.ts", "x.ts"]);
});
