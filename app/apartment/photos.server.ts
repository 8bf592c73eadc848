import type { ApartmentSlug } from "../content/load.server";

/** What vite-imagetools returns for `as=metadata`: the file's URL and its size. */
interface Resized {
  src: string;
  width: number;
  height: number;
}

/**
 * Every photo under app/content/apartments/{slug}/photos/, resized at build time: AVIF at five
 * widths for the pages (`srcset`), one large WebP for browsers without AVIF, for the viewer's
 * fallback and for search engines (decision 017). Only loaders (build time) import this module,
 * so the list never reaches the browser; the files do.
 */
// The options must be literals (Vite reads them from the source). effort=2: AVIF encodes about
// 7× faster than the default at the same size. quality=40: sharp 0.35's encoder at 40 matches the
// fidelity sharp 0.34 gave at its default 50 (PSNR 40.1 against 40.3 dB over the photos; at 50 the
// files grew 57 %: decision 023).
const avifSets = import.meta.glob<string>("../content/apartments/*/photos/*.jpg", {
  query: { w: "320;640;960;1280;1600", format: "avif", effort: "2", quality: "40", as: "srcset" },
  import: "default",
  eager: true,
});
const largeWebps = import.meta.glob<Resized>("../content/apartments/*/photos/*.jpg", {
  query: { w: "1600", format: "webp", as: "metadata" },
  import: "default",
  eager: true,
});

/** The resized versions of one photo, by its apartment and file name without extension. */
export function pictureOf(slug: ApartmentSlug, file: string): { avif: string; webp: Resized } | undefined {
  const key = `../content/apartments/${slug}/photos/${file}.jpg`;
  const avif = avifSets[key];
  const webp = largeWebps[key];
  return avif && webp ? { avif, webp } : undefined;
}
