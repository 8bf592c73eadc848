import { defaultLocale, locales } from "../locales";
import { switchLocalePath } from "../i18n/paths";

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path === "/" ? "" : path}`;
}

/** x-default is the English version. */
export function alternates(siteUrl: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: absoluteUrl(siteUrl, switchLocalePath(path, locale)) })),
    { hreflang: "x-default", href: absoluteUrl(siteUrl, switchLocalePath(path, defaultLocale)) },
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.map((path) => {
    const links = alternates(siteUrl, path).map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return ["  <url>", `    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`, ...links, "  </url>"].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`, ""].join("\n");
}
