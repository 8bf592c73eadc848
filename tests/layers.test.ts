import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Layers import downward only: the page's script (browser) → its React islands and the routes →
 * components → lib → content/i18n. A module may import its own layer and the ones below, never one above.
 */
const rank: Record<string, number> = { browser: 4, islands: 3, routes: 3, components: 2, lib: 1, content: 0, i18n: 0 };

function layerOf(file: string): string | null {
  const top = relative("app", file).split("/")[0]!;
  return top in rank ? top : null;
}

/** Every relative import of a source file, as "from → to". */
export function upwardImports(files: { file: string; source: string }[]): string[] {
  return files.flatMap(({ file, source }) => {
    const from = layerOf(file);
    if (!from) return [];
    return [...source.matchAll(/(?:import|export)[^'"]*?from\s+["'](\.[^"']+)["']|import\(\s*["'](\.[^"']+)["']\s*\)/g)]
      .map((match) => relative(".", resolve(dirname(file), match[1] ?? match[2]!)))
      .filter((target) => {
        const to = layerOf(target);
        return to !== null && rank[to]! > rank[from]!;
      })
      .map((target) => `${file} → ${target}`);
  });
}

function sources(dir: string): { file: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, source: readFileSync(file, "utf8") }));
}

describe("layers", () => {
  it("an upward import is found (the check can fail)", () => {
    expect(
      upwardImports([
        { file: "app/lib/x.ts", source: 'import { Button } from "../components/ui/button";' },
        {
          file: "app/content/y.ts",
          source: 'import type { Locale } from "../i18n/locales";\nimport { z } from "../lib/z";',
        },
        { file: "app/components/z.tsx", source: 'import { localePath } from "../lib/i18n";' },
      ]),
    ).toEqual(["app/lib/x.ts → app/components/ui/button", "app/content/y.ts → app/lib/z"]);
  });

  it("app/ has no upward import", () => {
    expect(upwardImports(sources("app"))).toEqual([]);
  });
});
