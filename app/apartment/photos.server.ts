import type { ApartmentSlug } from "../content/load.server";

/** What vite-imagetools returns for `as=metadata`: the file's URL and its size. */
interface Resized {
  src: string;
  width: number;
  height: number;
}

// Only build-time loaders import this, so the list never reaches the browser. The options must be
// literals, as Vite reads them from the source (effort and quality: docs/decisions/023-node-24-and-current-majors.md).
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

export function pictureOf(slug: ApartmentSlug, file: string): { avif: string; webp: Resized } | undefined {
  const key = `../content/apartments/${slug}/photos/${file}.jpg`;
  const avif = avifSets[key];
  const webp = largeWebps[key];
  return avif && webp ? { avif, webp } : undefined;
}
