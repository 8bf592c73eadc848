import { operator } from "../content/operator";
import type { Locale } from "../i18n/locales";
import { absoluteUrl, alternates } from "./sitemap";

/** Open Graph's locale names (language_TERRITORY). */
export const ogLocales: Record<Locale, string> = { en: "en_GB", de: "de_DE", fr: "fr_FR", es: "es_ES", it: "it_IT" };

/** A page's link-preview picture (app/lib/share-image.server.ts): URL, size, type and alt text. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** The tags search engines and link previews read: canonical, hreflang, Open Graph, Twitter. */
export function discoveryMeta({
  path,
  locale,
  title,
  description,
  image,
  siteUrl = operator.siteUrl,
}: {
  path: string;
  locale: Locale;
  title: string;
  description?: string;
  image: ShareImage;
  siteUrl?: string;
}) {
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = new URL(image.src, `${siteUrl}/`).href;
  return [
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(siteUrl, path).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
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
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
}

/**
 * Title and description tags of a page. With `path` (a real page, not a not-found
 * document) also its canonical URL, language alternates and link-preview tags.
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
  const fullTitle = `${title} · ${operator.brand}`;
  return [
    { title: fullTitle },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(page && !noindex ? discoveryMeta({ ...page, title: fullTitle, description }) : []),
  ];
}
