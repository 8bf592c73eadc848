import { apartmentContent, type ApartmentContent } from "../content/load.server";
import type { Locale } from "../locales";
import type { ShareImage } from "./meta";
import { heroPhoto } from "../apartment/apartments.server";

/** Link previews' picture, cut at build time to the size previews use, with its alt text in the page's language. */
const size = { width: 1200, height: 630 };
const crops = import.meta.glob<string>("../content/apartments/*/photos/*.jpg", {
  // Literal options (Vite reads them statically); a narrower photo is enlarged to the declared size.
  query: { w: "1200", h: "630", fit: "cover", format: "jpg", quality: "80", allowUpscale: "true" },
  import: "default",
  eager: true,
});

/** A page's link-preview picture: its apartment's first photo, else the home page's hero. */
export function shareImageOf(locale: Locale, apartment?: ApartmentContent): ShareImage {
  const hero = heroPhoto();
  const { slug, photos } = apartment ?? apartmentContent(hero.slug);
  // The schema guarantees at least one photo.
  const photo = apartment ? photos[0]! : (photos.find((entry) => entry.file === hero.file) ?? photos[0]!);
  const src = crops[`../content/apartments/${slug}/photos/${photo.file}.jpg`];
  if (!src) throw new Error(`app/content/apartments/${slug}/photos/${photo.file}.jpg: no share image built`);
  return { src, ...size, type: "image/jpeg", alt: photo.alt[locale] };
}
