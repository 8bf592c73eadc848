import type { ComponentProps } from "react";
import { preload } from "react-dom";
import { parseSrcset, type Photo } from "./photo";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "alt" | "width" | "height"> & {
  photo: Photo;
  sizes: string;
  priority?: boolean;
};

/** A non-priority photo waits in a <noscript> for the page's script (app/browser/deferred-photos.client.ts): native lazy loading fetches a screen or two ahead. */
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

/** React 19 hoists the preload into <head>, so the browser need not wait for the <picture> in the body. */
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
