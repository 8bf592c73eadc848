import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { locales, type Locale } from "../../app/locales";
import { prerenderPaths, sitePaths } from "../../app/pages.server";

/**
 * The production build's HTML documents as a search engine or a link preview reads them:
 * title, meta tags, JSON-LD and the visible text, parsed from build/client/**\/*.html.
 */
export const clientDir = join("build", "client");

export interface BuiltPage {
  /** "/en/pberg", "/404", "/embed/calendar". */
  path: string;
  locale: Locale | null;
  document: Document;
}

/** Every file of the build below `dir` ("build/client/en/index.html"). */
export function builtFiles(dir = clientDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? builtFiles(path) : [path];
  });
}

/** Every HTML file of the build. */
export const htmlFiles = () => builtFiles().filter((file) => file.endsWith(".html"));

const pathOf = (file: string) =>
  `/${relative(clientDir, file).split(sep).join("/")}`.replace(/\/?index\.html$/, "").replace(/\.html$/, "") || "/";

let cache: BuiltPage[] | undefined;

/** Every built HTML document, parsed once per test file. */
export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  if (!existsSync(clientDir)) throw new Error(`${clientDir} is missing: run npm run build (npm run test:built does)`);
  cache = htmlFiles()
    .sort()
    .map((file) => {
      const path = pathOf(file);
      const first = path.split("/")[1];
      const locale = (locales as readonly string[]).includes(first ?? "") ? (first as Locale) : null;
      return { path, locale, document: new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html") };
    });
  return cache;
}

/**
 * Text as a reader meets it (and as Playwright's text assertions compare it): any run of spaces,
 * no-break ones too, as one.
 */
export const normal = (value: string) => value.replace(/\s+/g, " ").trim();

/** An element's text as a reader meets it ("" for none). */
export const text = (element: Element | null | undefined) => normal(element?.textContent ?? "");

/** The texts of elements, in their order. */
export const texts = (elements: Iterable<Element>) => [...elements].map(text);

/** Every element below `root` that matches `selector`, as an array. */
export const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

/** The built document at `path` ("/en/pberg"); a missing one fails the test that asked for it. */
export function builtPage(path: string): BuiltPage {
  const page = builtPages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`the build lacks ${path}`);
  return page;
}

/** The built documents of the site's real pages (not the not-found documents): 45 today. */
export function sitePages(): BuiltPage[] {
  const wanted = new Set(sitePaths());
  const pages = builtPages().filter((page) => wanted.has(page.path));
  if (pages.length !== wanted.size) throw new Error(`the build lacks pages: ${[...wanted].join(", ")}`);
  return pages;
}

export { prerenderPaths, sitePaths };

/** A meta tag's content by its name or property ("description", "og:image"). */
export function metaContent(document: Document, key: string): string | undefined {
  const tag = document.querySelector(`meta[name="${key}"], meta[property="${key}"]`);
  return tag?.getAttribute("content") ?? undefined;
}

/** Every JSON-LD block of a document, parsed. */
export function jsonLd(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
}

/** Every string inside a JSON value, with its path ("containsPlace.amenityFeature.3.name"). */
export function stringsOf(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  }
  return [];
}

/** The text a reader sees: the body without scripts and styles. */
export function visibleText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll("script, style, template")) element.remove();
  return (body.textContent ?? "").replace(/\s+/g, " ");
}
