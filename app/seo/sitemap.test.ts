import { describe, expect, it } from "vitest";
import { absoluteUrl, alternates, robotsTxt, sitemapXml } from "./sitemap";
import { sitePaths } from "../pages.server";

const site = "https://apartments.example";

describe("absoluteUrl", () => {
  it("joins the site address and a path without doubling or adding slashes", () => {
    expect(absoluteUrl(site, "/en/pberg")).toBe("https://apartments.example/en/pberg");
    expect(absoluteUrl(`${site}/`, "/de")).toBe("https://apartments.example/de");
    expect(absoluteUrl(site, "/")).toBe(site);
  });
});

describe("alternates", () => {
  it("lists the five languages and x-default pointing to English", () => {
    const links = alternates(site, "/fr/booknow/mitte");
    expect(links.map((link) => link.hreflang)).toEqual(["en", "de", "fr", "es", "it", "x-default"]);
    expect(links.find((link) => link.hreflang === "it")?.href).toBe(`${site}/it/booknow/mitte`);
    expect(links.find((link) => link.hreflang === "x-default")?.href).toBe(`${site}/en/booknow/mitte`);
  });
});

describe("sitemapXml", () => {
  const xml = sitemapXml(site, sitePaths());
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("has one <url> per page, each with its absolute address", () => {
    expect(locs).toHaveLength(45);
    expect(locs).toEqual(sitePaths().map((path) => `${site}${path}`));
  });

  it("gives every entry six xhtml:link alternates, including itself", () => {
    const entries = xml.split("<url>").slice(1);
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1];
      const hrefs = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
      expect(hrefs).toHaveLength(6);
      expect(hrefs.map((match) => match[2])).toContain(loc);
    }
  });

  it("declares the sitemap and xhtml namespaces and escapes addresses", () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemapXml("https://a.example/?x=1&y=2", ["/en"])).toContain("<loc>https://a.example/?x=1&amp;y=2/en</loc>");
  });
});

describe("robotsTxt", () => {
  it("allows crawling and names the sitemap's absolute address", () => {
    const robots = robotsTxt(site);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/apartments\.example\/sitemap\.xml$/m);
  });
});
