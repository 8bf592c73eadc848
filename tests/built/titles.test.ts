import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../app/content/load.server";
import { locales } from "../../app/locales";
import { isIndexedPath } from "../../app/pages.server";
import { builtPage, builtPages, clientDir, metaContent, prerenderPaths, sitePages, sitePaths } from "./pages";

/**
 * Titles and descriptions as search engines read them from every built page: a title of at
 * most 60 characters, a description of 70 to 160, both unique and repeated by the link-preview
 * tags; an apartment's booking page carries noindex and no canonical or alternates, every other
 * page is self-canonical (docs/decisions/014-booking-page-indexing.md) with hreflang links that
 * every language's page repeats; the not-found documents are noindex; the sitemap lists exactly
 * the indexed pages, and robots.txt lets crawlers in and names it.
 */
const site = loadContent().operator.siteUrl;

describe("titles, descriptions and indexing of every built page", () => {
  const pages = sitePages().map(({ path, document }) => ({
    path,
    document,
    title: document.title,
    description: metaContent(document, "description") ?? "",
  }));

  it("45 pages", () => expect(pages).toHaveLength(45));

  it("titles ≤ 60 characters and descriptions 70–160, both unique", () => {
    const problems = pages.flatMap(({ path, title, description }) => [
      ...(title.length > 60 ? [`${path}: title of ${title.length}: ${title}`] : []),
      ...(description.length < 70 || description.length > 160
        ? [`${path}: description of ${description.length}: ${description}`]
        : []),
    ]);
    expect(problems).toEqual([]);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
  });

  it("link previews repeat the title and description (X reads them from Open Graph)", () => {
    for (const { path, document, title, description } of pages) {
      expect([metaContent(document, "og:title"), metaContent(document, "twitter:title")], path).toEqual([
        title,
        undefined,
      ]);
      expect([metaContent(document, "og:description"), metaContent(document, "twitter:description")], path).toEqual([
        description,
        undefined,
      ]);
      expect(metaContent(document, "og:url"), path).toBe(`${site}${path}`);
    }
  });

  it("an apartment's booking page is noindex without canonical or alternates; every other page is self-canonical", () => {
    const unindexed = pages.filter(({ path }) => !isIndexedPath(path)).map(({ path }) => path);
    expect(unindexed.sort()).toEqual(
      ["en", "de", "fr", "es", "it"]
        .flatMap((locale) => [`/${locale}/booknow/mitte`, `/${locale}/booknow/pberg`])
        .sort(),
    );
    for (const { path, document } of pages) {
      const canonical = [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute("href"),
      );
      const alternates = document.querySelectorAll('link[rel="alternate"][hreflang]').length;
      const robots = metaContent(document, "robots");
      if (isIndexedPath(path)) {
        expect({ canonical, alternates, robots }, path).toEqual({
          canonical: [`${site}${path}`],
          alternates: 6,
          robots: undefined,
        });
      } else {
        expect({ canonical, alternates, robots }, path).toEqual({ canonical: [], alternates: 0, robots: "noindex" });
      }
    }
  });

  it("every indexed page's hreflang links are reciprocal, one per language and x-default → /en", () => {
    const alternatesOf = (document: Document) =>
      new Map(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute("hreflang")!,
          link.getAttribute("href")!,
        ]),
      );
    const indexed = new Map(
      pages.filter(({ path }) => isIndexedPath(path)).map(({ path, document }) => [path, alternatesOf(document)]),
    );
    expect(indexed.size).toBe(35);
    for (const [path, alternates] of indexed) {
      expect([...alternates.keys()].sort(), path).toEqual([...locales, "x-default"].sort());
      expect(alternates.get(path.split("/")[1]!), path).toBe(`${site}${path}`);
      expect(alternates.get("x-default"), path).toBe(alternates.get("en"));
      for (const [, href] of alternates) {
        const other = indexed.get(href.slice(site.length));
        expect(other, `${path} → ${href}`).toBeDefined();
        expect(other, `${href} links back like ${path}`).toEqual(alternates);
      }
    }
  });

  it("the not-found documents say noindex and have neither canonical nor alternates", () => {
    const notFound = prerenderPaths().filter((path) => !sitePaths().includes(path));
    expect(notFound.length).toBeGreaterThanOrEqual(6);
    for (const path of notFound) {
      const { document } = builtPage(path);
      expect(metaContent(document, "robots"), path).toMatch(/noindex/);
      expect(document.querySelectorAll('link[rel="canonical"]'), path).toHaveLength(0);
      expect(document.querySelectorAll('link[rel="alternate"][hreflang]'), path).toHaveLength(0);
    }
  });

  it("robots.txt allows crawling and points to the sitemap", () => {
    const text = readFileSync(join(clientDir, "robots.txt"), "utf8");
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it("the sitemap lists exactly the indexed documents of the build, each with its six alternates", () => {
    const xml = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(site.length));
    // Every built document but the not-found ones and the frame documents under /embed/ (noindex).
    const documents = builtPages()
      .map(({ path }) => path)
      .filter((path) => !/(^|\/)404$/.test(path) && !path.startsWith("/embed/"));
    expect(locs.sort()).toEqual(documents.filter(isIndexedPath).sort());
    for (const entry of xml.split("<url>").slice(1)) {
      expect(entry.match(/<xhtml:link rel="alternate" hreflang="[\w-]+" href="[^"]+"\/>/g)).toHaveLength(6);
    }
    expect(metaContent(builtPage("/embed/calendar").document, "robots")).toBe("noindex");
  });
});
