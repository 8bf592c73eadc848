/** A responsive photo as the pages receive it: AVIF and WebP sources, a fallback, its size and alt text. */
export interface Photo {
  /** `srcset` of the AVIF versions (every browser of the last few years decodes AVIF). */
  avif: string;
  /** One large WebP: the fallback for browsers without AVIF, the link without JavaScript, search engines. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The widths of a srcset, with their URLs: "a.avif 480w, b.avif 960w" → [{ src: "a.avif", width: 480 }, …]. */
export function parseSrcset(srcset: string): { src: string; width: number }[] {
  return srcset.split(",").flatMap((entry) => {
    const [src, width] = entry.trim().split(/\s+/);
    return src && width?.endsWith("w") ? [{ src, width: Number.parseInt(width, 10) }] : [];
  });
}
