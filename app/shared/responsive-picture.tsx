import type { ComponentProps } from "react";
import type { Photo } from "./photo";
import { preloadPhoto } from "./preload-photo";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "alt" | "width" | "height"> & {
  photo: Photo;
  /** The rendered width, as a `sizes` attribute: the browser then picks the smallest fitting file. */
  sizes: string;
  /** The largest image of the page: preloaded from <head>, loaded first, not lazily. */
  priority?: boolean;
};

/** A photo as AVIF at the width it is shown (else one large WebP); lazy unless it is the page's main image. */
export function ResponsivePicture({ photo, sizes, priority = false, ...props }: PictureProps) {
  if (priority) preloadPhoto(photo, sizes);
  return (
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
}
