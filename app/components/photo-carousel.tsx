import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Maximize2 } from "lucide-react";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";
import { format } from "../i18n/format";
import { useI18n } from "../lib/i18n-context";
import type { Photo } from "../lib/photo";
import { prefersReducedMotion } from "../lib/reduced-motion";
import { ResponsivePicture } from "./responsive-picture";

export const carouselSizes = "(min-width: 1200px) 1104px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/**
 * The photo carousel (WAI-ARIA carousel pattern): 16:9 slides, previous and next disabled
 * at the ends, arrow keys, swipe. Choosing a slide opens the viewer at that photo.
 */
export function PhotoCarousel({
  photos,
  title,
  onOpen,
}: {
  photos: Photo[];
  title: string;
  onOpen: (index: number) => void;
}) {
  const { t } = useI18n();
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, align: "start" });
  const [selected, setSelected] = useState(0);
  const [edges, setEdges] = useState({ prev: false, next: photos.length > 1 });
  // Photos are put in the page up to one past the furthest slide seen: the first view
  // carries two pictures, not eighteen (a lighter document paints sooner on a phone).
  const [reach, setReach] = useState(1);

  const update = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    setReach((current) => Math.max(current, embla.selectedScrollSnap() + 1, ...embla.slidesInView().map((i) => i + 1)));
  }, [embla]);

  useEffect(() => {
    // The initial state already matches a fresh carousel (first slide, at the start).
    if (!embla) return;
    embla.on("select", update).on("reInit", update).on("slidesInView", update);
    return () => {
      embla.off("select", update).off("reInit", update).off("slidesInView", update);
    };
  }, [embla, update]);

  // With reduced motion the carousel jumps instead of sliding.
  const previous = () => embla?.scrollPrev(prefersReducedMotion());
  const next = () => embla?.scrollNext(prefersReducedMotion());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") previous();
    else if (event.key === "ArrowRight") next();
    else return;
    event.preventDefault();
  };
  const total = photos.length;
  const arrow =
    "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-navy-900 shadow-card backdrop-blur transition hover:bg-white disabled:cursor-default disabled:opacity-0";

  return (
    <section
      aria-roledescription={t.property.carouselRole}
      aria-label={format(t.property.photos, { title })}
      className="relative"
      onKeyDown={onKeyDown}
    >
      {/* The viewport clips its slides, and with them a slide's own focus ring: it draws the ring. */}
      <div
        ref={viewportRef}
        className="overflow-hidden rounded-card bg-navy-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy-600"
      >
        <div className="flex touch-pan-y" aria-live="polite">
          {photos.map((photo, index) => (
            <div
              key={photo.src}
              role="group"
              aria-roledescription={t.property.slideRole}
              aria-label={format(t.property.slide, { current: index + 1, total })}
              inert={index !== selected}
              className="relative aspect-video min-w-0 flex-[0_0_100%]"
            >
              <button
                type="button"
                className="group block size-full cursor-zoom-in focus-visible:outline-none"
                onClick={() => onOpen(index)}
                aria-label={format(t.property.openPhoto, { current: index + 1, total, alt: photo.alt })}
              >
                {index <= reach && (
                  <ResponsivePicture
                    photo={photo}
                    sizes={carouselSizes}
                    priority={index === 0}
                    className="size-full object-cover"
                  />
                )}
              </button>
              {/* Outside the button: its name is the photo's; the slide's label already counts. */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute right-4 bottom-4 inline-flex items-center gap-1.5 rounded-full bg-navy-950/75 px-3 py-1.5 text-sm font-medium text-white backdrop-blur"
              >
                <Maximize2 className="size-4" />
                {index + 1} / {total}
              </span>
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${arrow} left-3`}
        onClick={previous}
        disabled={!edges.prev}
        aria-label={t.property.previousPhoto}
      >
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${arrow} right-3`}
        onClick={next}
        disabled={!edges.next}
        aria-label={t.property.nextPhoto}
      >
        <ChevronRight className="size-6" aria-hidden="true" />
      </button>
    </section>
  );
}
