import { siteOperator as operator } from "../content/operator";
import { locales, regionalLocales, type Locale } from "../locales";
import { absoluteUrl, alternates } from "./sitemap";

export const ogLocales = Object.fromEntries(
  locales.map((locale) => [locale, regionalLocales[locale].replace("-", "_")]),
) as Record<Locale, string>;

export interface ShareImage {
  src: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

interface DiscoveryOptions {
  path: string;
  locale: Locale;
  title: string;
  description?: string;
  image: ShareImage;
  siteUrl?: string;
  indexed?: boolean;
}

export function discoveryMeta({
  path,
  locale,
  title,
  description,
  image,
  siteUrl = operator.siteUrl,
  indexed = true,
}: DiscoveryOptions) {
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = new URL(image.src, `${siteUrl}/`).href;
  const links = [
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(siteUrl, path).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
  ];
  return [
    ...(indexed ? links : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: operator.brand },
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocales[locale] },
    ...Object.entries(ogLocales)
      .filter(([other]) => other !== locale)
      .map(([, content]) => ({ property: "og:locale:alternate", content })),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    // X reads title, description and image from the Open Graph tags when its own are absent, so they are stated once (decision 033).
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** Search results show about this much of a title; tests/built/titles.test.ts holds every page to it. */
export const titleLimit = 60;

export function withBrand(title: string, brand = operator.brand): string {
  const full = `${title} · ${brand}`;
  return full.length <= titleLimit ? full : title;
}

/** A real page with `noindex` (/booknow/{apartment}) keeps its link preview; a not-found document passes no `page`. */
export function pageMeta({
  title,
  description,
  noindex = false,
  page,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
  page?: { path: string; locale: Locale; image: ShareImage };
}) {
  const fullTitle = withBrand(title);
  return [
    { title: fullTitle },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page ? discoveryMeta({ ...page, title: fullTitle, description, indexed: !noindex }) : []),
  ];
}
