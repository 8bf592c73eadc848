export interface Photo {
  avif: string;
  /** One large WebP: the fallback for browsers without AVIF, the link without JavaScript, search engines. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export function parseSrcset(srcset: string): { src: string; width: number }[] {
  return srcset.split(",").flatMap((entry) => {
    const [src, width] = entry.trim().split(/\s+/);
    return src && width?.endsWith("w") ? [{ src, width: Number.parseInt(width, 10) }] : [];
  });
}
