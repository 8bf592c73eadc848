import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The folders of app/ import downward only (app/README.md): a module may import its own folder and
 * the ones below it, never one above. At the bottom the site's languages, then the operator's
 * content, the UI texts (which read the content's site texts) and what every page shares; then
 * the features, each a folder; on top, what composes pages (the routes, the root, the page's
 * script).
 */
const rank: Record<string, number> = {
  "locales.ts": 0,
  content: 1,
  i18n: 2,
  "pages.server.ts": 3,
  shared: 3,
  consent: 4,
  legal: 4,
  calendar: 4,
  stay: 4,
  apartment: 5,
  seo: 6,
  booking: 6,
  home: 6,
  site: 6,
  routes: 7,
  browser: 7,
  "root.tsx": 7,
  "routes.ts": 7,
  "entry.server.tsx": 7,
};

/**
 * The project's folders likewise: the site, the serving rules generated from it, the content
 * editor (its page's policy from the rules) and the booking provider's API (the guest's dates
 * asked of it), then what runs them (the host's functions, the scripts).
 */
const projectRank: Record<string, number> = { app: 0, deploy: 1, admin: 2, provider: 2, functions: 3, scripts: 3 };

function folderOf(file: string): string | null {
  const top = relative("app", file).split("/")[0]!;
  return top in rank ? top : null;
}

function projectFolderOf(file: string): string | null {
  const top = relative(".", file).split("/")[0]!;
  return top in projectRank ? top : null;
}

/** `import … from "./x"`, `export … from "./x"`, `import("./x")` and a bare `import "./x.css"`. */
const importPattern =
  /(?:import|export)[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)|^\s*import\s+["'](\.[^"']+)["']/gm;

/** Every relative import of the given source files, as [from, to] (to as written: a module without its extension). */
function imports(files: { file: string; source: string }[]): [string, string][] {
  return files.flatMap(({ file, source }) =>
    [...source.matchAll(importPattern)].map(
      (match) =>
        [file, relative(".", resolve(dirname(file), (match[1] ?? match[2] ?? match[3]!).split("?")[0]!))] as [
          string,
          string,
        ],
    ),
  );
}

/** The imports that go up: from a folder to one above it (folders of app/, or of the project). */
export function upwardImports(files: { file: string; source: string }[]): string[] {
  const up = (a: string | null, b: string | null, ranks: Record<string, number>) =>
    a !== null && b !== null && ranks[b]! > ranks[a]!;
  return imports(files)
    .filter(
      ([from, to]) =>
        up(folderOf(from), folderOf(to), rank) || up(projectFolderOf(from), projectFolderOf(to), projectRank),
    )
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
          source: 'import type { Locale } from "../locales";\nimport { en } from "../i18n/en";',
        },
        { file: "app/booking/z.tsx", source: 'import { stayTerms } from "../apartment/stay-terms";' },
        { file: "deploy/csp.ts", source: 'import { adminHeaders } from "../admin/page";' },
        { file: "admin/page.ts", source: 'import { rules } from "../deploy/rules";' },
        { file: "app/shared/w.tsx", source: 'import "./w.css";\nimport "../legal/legal.css";' },
      ]),
    ).toEqual([
      "app/shared/x.ts → app/apartment/gallery",
      "app/content/y.ts → app/i18n/en",
      "deploy/csp.ts → admin/page",
      "app/shared/w.tsx → app/legal/legal.css",
    ]);
  });

  it("app/ and the project's folders have no upward import", () => {
    expect(upwardImports(Object.keys(projectRank).flatMap(sources))).toEqual([]);
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
