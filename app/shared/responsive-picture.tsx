import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { parseSrcset, type Photo } from "./photo";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "alt" | "width" | "height"> & {
  photo: Photo;
  /** The rendered width, as a `sizes` attribute: the browser then picks the smallest fitting file. */
  sizes: string;
  /** The largest image of the page: preloaded from <head>, loaded first, not lazily. */
  priority?: boolean;
};

/**
 * A photo as AVIF at the width it is shown (else one large WebP). The page's main image (`priority`)
 * loads first; any other waits as markup in a <noscript> until the page's script puts it in as it
 * comes into view (app/browser/deferred-photos.client.ts), since the browser's own lazy loading
 * fetches what lies a screen or two away (a carousel's further slides, thumbnails below the fold) on
 * first view; without script the browser shows it (lazily) at once. Its box, sized by its parent,
 * holds its place either way.
 */
export function ResponsivePicture({ photo, sizes, priority = false, ...props }: PictureProps) {
  if (priority) preloadPhoto(photo, sizes);
  const picture = (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        {...props}
      />
    </picture>
  );
  return priority ? picture : <noscript data-deferred-photo="">{picture}</noscript>;
}

/**
 * Asks for a page's largest photo from <head> (React 19 hoists the preload there, ahead of
 * stylesheets and scripts), as AVIF at the width `sizes` gives, with high priority: the
 * browser need not wait for the <picture> in the body to find it.
 */
export function preloadPhoto(photo: Photo, sizes: string) {
  const largest = parseSrcset(photo.avif).at(-1)?.src;
  if (!largest) return;
  preload(largest, {
    as: "image",
    type: "image/avif",
    imageSrcSet: photo.avif,
    imageSizes: sizes,
    fetchPriority: "high",
  });
}
