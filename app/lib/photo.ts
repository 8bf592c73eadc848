/** A responsive photo as the pages receive it: AVIF and WebP sources, a fallback, its size and alt text. */
export interface Photo {
  /** `srcset` of the AVIF versions. */
  avif: string;
  /** `srcset` of the WebP versions. */
  webp: string;
  /** The largest WebP, for browsers without srcset support and for the viewer. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The widths of a srcset, with their URLs: "a.webp 480w, b.webp 960w" → [{ src: "a.webp", width: 480 }, …]. */
export function parseSrcset(srcset: string): { src: string; width: number }[] {
  return srcset.split(",").flatMap((entry) => {
    const [src, width] = entry.trim().split(/\s+/);
    return src && width?.endsWith("w") ? [{ src, width: Number.parseInt(width, 10) }] : [];
  });
}
