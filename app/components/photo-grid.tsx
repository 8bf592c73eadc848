import { Icon } from "./ui/icon";
import type { MouseEvent } from "react";
import { format } from "../i18n/format";
import { useI18n } from "../lib/i18n-context";
import type { Photo } from "../lib/photo";
import { ResponsivePicture } from "./responsive-picture";

/** SPEC section 9: at most 8 thumbnails. */
export const maxThumbnails = 8;
const sizes =
  "(min-width: 1200px) 174px, (min-width: 1024px) calc((100vw - 456px) / 4), (min-width: 768px) calc((100vw - 96px) / 4), calc((100vw - 44px) / 2)";

/**
 * Up to eight thumbnails, 2 columns on phones and 4 wider. Each links to its full photo; once
 * React has taken over it opens the viewer at that photo instead (the viewer's code loads then).
 */
export function PhotoGrid({ photos, onOpen }: { photos: Photo[]; onOpen: (index: number) => void }) {
  const { t } = useI18n();
  const total = photos.length;
  const open = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    onOpen(index);
  };
  return (
    <div>
      <ul data-slot="thumbnails" className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {photos.slice(0, maxThumbnails).map((photo, index) => (
          <li key={photo.src}>
            <a
              href={photo.src}
              onClick={open(index)}
              aria-label={format(t.property.openPhoto, { current: index + 1, total, alt: photo.alt })}
              className="group block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-xl bg-navy-50"
            >
              <ResponsivePicture
                photo={photo}
                sizes={sizes}
                className="size-full object-cover transition duration-300 group-hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      {total > maxThumbnails && (
        <a
          href={photos[0]?.src}
          onClick={open(0)}
          className="mt-4 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-navy-200 px-5 text-sm font-semibold text-navy-900 hover:border-navy-400 hover:bg-navy-50"
        >
          <Icon name="images" className="size-4.5" />
          {format(t.property.showAllPhotos, { total })}
        </a>
      )}
    </div>
  );
}
