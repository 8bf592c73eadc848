import { Icon } from "../shared/icon";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import type { Photo } from "../shared/photo";
import { ResponsivePicture } from "../shared/responsive-picture";
import { useIslandOnPage } from "../shared/island";

/** Full width up to 1024 px; beside the booking card (20rem and a 2.5rem gap) from there. */
export const carouselSizes =
  "(min-width: 1200px) 744px, (min-width: 1024px) calc(100vw - 408px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** The buttons use aria-disabled at the ends, so a keyboard user's focus stays on them. */
export function PhotoCarousel({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useI18n();
  // Its photo links open the viewer, an island: the page carries the strings it needs.
  useIslandOnPage();
  const total = photos.length;
  return (
    <section
      data-carousel=""
      aria-roledescription={t.apartment.carouselRole}
      aria-label={format(t.apartment.photos, { title })}
      className="relative"
    >
      {/* The track clips its slides, and with them a slide's own focus ring: it draws the ring. */}
      <div
        data-carousel-track=""
        aria-live="polite"
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-card bg-navy-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600"
      >
        {photos.map((photo, index) => (
          <div
            key={photo.src}
            role="group"
            // The slide's "3 / 18" badge is drawn by apartment.css from this total.
            data-total={total}
            aria-roledescription={t.apartment.slideRole}
            aria-label={format(t.apartment.slide, { current: index + 1, total })}
            className="relative aspect-video w-full shrink-0 snap-start snap-always"
          >
            <a
              href={photo.src}
              data-photo={index}
              className="group block size-full cursor-zoom-in focus-visible:outline-none"
            >
              <ResponsivePicture
                photo={photo}
                sizes={carouselSizes}
                priority={index === 0}
                className="size-full object-cover"
              />
            </a>
          </div>
        ))}
      </div>
      <button
        type="button"
        data-step="-1"
        className="left-3"
        aria-disabled="true"
        aria-label={t.apartment.previousPhoto}
      >
        <Icon name="chevron-left" className="size-6" />
      </button>
      <button
        type="button"
        data-step="1"
        className="right-3"
        aria-disabled={total < 2}
        aria-label={t.apartment.nextPhoto}
      >
        <Icon name="chevron-right" className="size-6" />
      </button>
    </section>
  );
}
