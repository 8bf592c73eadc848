import { siteOperator as operator } from "../content/operator";
import { locales, regionalLocales, type Locale } from "../locales";
import { absoluteUrl, alternates } from "./sitemap";

/** Open Graph's locale names (language_TERRITORY). */
export const ogLocales = Object.fromEntries(
  locales.map((locale) => [locale, regionalLocales[locale].replace("-", "_")]),
) as Record<Locale, string>;

/** A page's link-preview picture (app/seo/share-image.server.ts): URL, size, type and alt text. */
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
  /** false: a page search engines should not index (no canonical, no language alternates). */
  indexed?: boolean;
}

/** The tags search engines and link previews read: canonical, hreflang, Open Graph, Twitter. */
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
    // X reads title, description and image from the Open Graph tags above when its own are absent
    // (developer.x.com/cards/markup): stated once, the page fits its first round trip (decision 033).
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/** Search results show about 60 characters of a title (tests/built/titles.test.ts holds every page to it). */
export const titleLimit = 60;

/** "Page · Brand" where that fits the limit, else the page's own title. */
export function withBrand(title: string, brand = operator.brand): string {
  const full = `${title} · ${brand}`;
  return full.length <= titleLimit ? full : title;
}

/**
 * Title and description tags of a page. With `page` also its link-preview tags and, unless
 * `noindex`, its canonical URL and language alternates. `noindex` without `page`: a not-found
 * document (no preview either). A real page with `noindex` (/booknow/{apartment},
 * docs/decisions/014-booking-page-indexing.md) keeps its link preview.
 */
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
