import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The folders of app/ import downward only (app/README.md): a module may import its own folder and
 * the ones below it, never one above. Below everything: the content, the languages' texts and what
 * every page shares; then the features, each a folder; on top, what composes pages (the routes,
 * the root, the page's script).
 */
const rank: Record<string, number> = {
  content: 0,
  i18n: 0,
  shared: 0,
  consent: 1,
  legal: 1,
  calendar: 1,
  apartment: 2,
  seo: 3,
  booking: 3,
  home: 3,
  site: 3,
  routes: 4,
  browser: 4,
  "root.tsx": 4,
  "routes.ts": 4,
  "entry.server.tsx": 4,
};

function folderOf(file: string): string | null {
  const top = relative("app", file).split("/")[0]!;
  return top in rank ? top : null;
}

const importPattern = /(?:import|export)[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g;

/** Every relative import of the given source files, as [from, to] (to without its extension). */
function imports(files: { file: string; source: string }[]): [string, string][] {
  return files.flatMap(({ file, source }) =>
    [...source.matchAll(importPattern)].map(
      (match) =>
        [file, relative(".", resolve(dirname(file), (match[1] ?? match[2]!).split("?")[0]!))] as [string, string],
    ),
  );
}

/** The imports that go up: from a folder to one above it. */
export function upwardImports(files: { file: string; source: string }[]): string[] {
  return imports(files)
    .filter(([from, to]) => {
      const [a, b] = [folderOf(from), folderOf(to)];
      return a !== null && b !== null && rank[b]! > rank[a]!;
    })
    .map(([from, to]) => `${from} → ${to}`);
}

const extensions = ["", ".ts", ".tsx", ".mjs"];
const fileOf = (path: string) => extensions.map((extension) => path + extension).find((file) => existsSync(file));

/** The import cycles among the given files (each once, as a path of files). */
export function importCycles(files: { file: string; source: string }[], exists = fileOf): string[][] {
  const graph = new Map<string, string[]>();
  for (const [from, to] of imports(files)) {
    const target = exists(to);
    if (target) graph.set(from, [...(graph.get(from) ?? []), target]);
  }
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) return void cycles.push([...path.slice(at), file]);
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return cycles;
}

function sources(dir: string): { file: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, source: readFileSync(file, "utf8") }));
}

describe("folders", () => {
  it("an upward import is found (the check can fail)", () => {
    expect(
      upwardImports([
        { file: "app/shared/x.ts", source: 'import { Gallery } from "../apartment/gallery";' },
        {
          file: "app/content/y.ts",
          source: 'import type { Locale } from "../i18n/locales";\nimport { z } from "../booking/z";',
        },
        { file: "app/booking/z.tsx", source: 'import { stayTerms } from "../apartment/stay-terms";' },
      ]),
    ).toEqual(["app/shared/x.ts → app/apartment/gallery", "app/content/y.ts → app/booking/z"]);
  });

  it("app/ has no upward import", () => {
    expect(upwardImports(sources("app"))).toEqual([]);
  });

  it("an import cycle is found (the check can fail)", () => {
    const files = [
      { file: "app/apartment/a.ts", source: 'import { b } from "./b";' },
      { file: "app/apartment/b.ts", source: 'import { c } from "../shared/c";' },
      { file: "app/shared/c.ts", source: 'import { a } from "../apartment/a";' },
    ];
    expect(importCycles(files, (path) => `${path}.ts`)).toEqual([
      ["app/apartment/a.ts", "app/apartment/b.ts", "app/shared/c.ts", "app/apartment/a.ts"],
    ]);
  });

  it("app/ has no import cycle", () => {
    expect(importCycles(sources("app"))).toEqual([]);
  });
});

describe("names", () => {
  it("no file of the site is named for a property: an apartment is an apartment", () => {
    const named = readdirSync("app", { recursive: true, encoding: "utf8" }).filter((path) =>
      /propert(y|ies)/i.test(path),
    );
    expect(named).toEqual([]);
  });
});
