import type { PropertySlug } from "../content/apartment-slugs";

/** What vite-imagetools returns for `as=picture`. */
interface Picture {
  sources: Record<"avif" | "webp", string>;
  img: { src: string; w: number; h: number };
}

/**
 * Every photo under app/content/apartments/{slug}/photos/, resized at build time. Only loaders
 * (build time) import this module, so the list never reaches the browser; the files do.
 */
const pictures = import.meta.glob<Picture>("../content/apartments/*/photos/*.jpg", {
  // effort=2: AVIF encodes about 7× faster than the default at the same size.
  query: { w: "320;640;960;1280;1600", format: "avif;webp", effort: "2", as: "picture" },
  import: "default",
  eager: true,
});

/** The resized versions of one photo, by its apartment and file name without extension. */
export function pictureOf(slug: PropertySlug, file: string): Picture | undefined {
  return pictures[`../content/apartments/${slug}/photos/${file}.jpg`];
}
