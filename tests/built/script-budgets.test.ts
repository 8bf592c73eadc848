import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgets } from "../e2e/budgets";
import { builtPage, clientDir, sitePages, type BuiltPage } from "./pages";

/**
 * docs/product.md's code budgets, per page and in gzip (level 9): first-party JavaScript ≤ 150 KB
 * and CSS ≤ 25 KB. Counted from the build: the code a page names (its scripts, module preloads
 * and stylesheets) and every file that code can bring in (what a script names of assets/, its
 * imports and lazy chunks: the islands, the photo viewer and its stylesheet), which is at least
 * what the page loads however it is used. What a browser fetches on first view, in brotli, is
 * asked in one: tests/e2e/budgets.spec.ts.
 */
const assets = join(clientDir, "assets");
const gzipBytes = (file: string) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** The code a document names, in order: its scripts, module preloads, stylesheets and islands. */
function namedCode({ document }: BuiltPage): string[] {
  return [...document.querySelectorAll("script[src], link[href], [data-island]")].flatMap((element) => {
    const island = element.getAttribute("data-island");
    if (island) return [`island ${island}`];
    const url = element.getAttribute("src") ?? element.getAttribute("href") ?? "";
    return /^\/assets\/[^/]+\.(js|css)$/.test(url) ? [url] : [];
  });
}

/** The files of assets/ a script names ("./islands-….js", "assets/photo-viewer-….css"). */
function namedBy(file: string): string[] {
  const code = readFileSync(join(assets, file), "utf8");
  const names = [...code.matchAll(/(?:\.\/|assets\/)([\w.-]+\.(?:js|css))\b/g)].map((match) => match[1]!);
  return names.filter((name) => existsSync(join(assets, name)));
}

/** Every file of assets/ a page can load: what it names and, from script to script, what those name. */
function reachableCode(page: BuiltPage): { js: string[]; css: string[] } {
  const files = new Set(namedCode(page).flatMap((url) => (url.startsWith("/assets/") ? [url.slice(8)] : [])));
  for (const file of files) if (file.endsWith(".js")) for (const name of namedBy(file)) files.add(name);
  return {
    js: [...files].filter((file) => file.endsWith(".js")),
    css: [...files].filter((file) => file.endsWith(".css")),
  };
}

describe("code budgets of every page", () => {
  it(`JavaScript ≤ ${budgets.jsBytes / 1024} KB and CSS ≤ ${budgets.cssBytes / 1024} KB gzip, all that a page can load`, () => {
    const problems: string[] = [];
    for (const page of sitePages()) {
      const named = namedCode(page);
      if (!named.some((url) => url.endsWith(".js"))) problems.push(`${page.path} names no script`);
      if (!named.some((url) => url.endsWith(".css"))) problems.push(`${page.path} names no stylesheet`);
      const { js, css } = reachableCode(page);
      const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
      const [jsBytes, cssBytes] = [sum(js), sum(css)];
      const detail = `${page.path}: JS ${kb(jsBytes)} (${js.join(", ")}), CSS ${kb(cssBytes)} (${css.join(", ")})`;
      // BUDGETS_VERBOSE=1 npx vitest run --config vitest.built.config.ts tests/built/script-budgets.test.ts
      if (process.env.BUDGETS_VERBOSE) console.log(detail);
      if (jsBytes > budgets.jsBytes || cssBytes > budgets.cssBytes) problems.push(detail);
    }
    expect(problems).toEqual([]);
  });

  it("reaches the islands and the photo viewer from an apartment page (the count can fail)", () => {
    const { js, css } = reachableCode(builtPage("/en/pberg"));
    expect(js.some((file) => file.startsWith("islands-"))).toBe(true);
    expect(js.some((file) => file.startsWith("photo-viewer.island-"))).toBe(true);
    expect(css.some((file) => file.startsWith("photo-viewer-"))).toBe(true);
  });

  // The browser's measures (the first view in brotli) are taken of the English pages: each page of
  // another language names the same scripts, stylesheets and islands (only the words differ).
  it("every language's pages name the same code as the English pages", () => {
    const pages = sitePages();
    const english = new Map(pages.filter((page) => page.locale === "en").map((page) => [page.path.slice(3), page]));
    expect(english.size).toBe(9);
    for (const page of pages) {
      const named = namedCode(english.get(page.path.slice(3))!);
      expect(named.length, page.path).toBeGreaterThan(1);
      expect(namedCode(page), page.path).toEqual(named);
    }
  });
});
