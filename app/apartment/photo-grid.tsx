import { Icon } from "../shared/icon";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import type { ApartmentView } from "./apartment-view";
import { ResponsivePicture } from "../shared/responsive-picture";
import { useIslandOnPage } from "../shared/island";

/** docs/product.md sets the limit. */
export const maxThumbnails = 8;
const sizes =
  "(min-width: 1200px) 174px, (min-width: 1024px) calc((100vw - 456px) / 4), (min-width: 768px) calc((100vw - 96px) / 4), calc((100vw - 44px) / 2)";

export function PhotoGrid({ photos, rooms }: Pick<ApartmentView, "photos" | "rooms">) {
  const { t } = useI18n();
  // Its photo links open the viewer, an island that needs the page's strings.
  useIslandOnPage();
  const total = photos.length;
  return (
    <div>
      <ul data-slot="thumbnails" className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {rooms.slice(0, maxThumbnails).map((room) => (
          <li key={room.name}>
            <a href={photos[room.index]?.src} data-photo={room.index} className="group block cursor-zoom-in">
              <span className="block aspect-[4/3] overflow-hidden rounded-xl bg-navy-50">
                <ResponsivePicture
                  // Named by the caption below; the carousel describes each photo.
                  photo={{ ...photos[room.index]!, alt: "" }}
                  sizes={sizes}
                  className="size-full object-cover transition duration-300 group-hover:scale-105"
                />
              </span>
              <span className="mt-2 block font-medium text-navy-900 group-hover:underline">{room.name}</span>
            </a>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <a
          href={photos[0]?.src}
          data-photo={0}
          className="mt-4 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-navy-200 px-5 text-sm font-semibold text-navy-900 hover:border-navy-400 hover:bg-navy-50"
        >
          <Icon name="images" className="size-4.5" />
          {format(t.apartment.showAllPhotos, { total })}
        </a>
      )}
    </div>
  );
}
