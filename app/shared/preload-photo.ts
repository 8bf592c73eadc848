import { preload } from "react-dom";
import { parseSrcset, type Photo } from "./photo";

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
