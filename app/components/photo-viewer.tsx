import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./photo-viewer.css";
import { format } from "../i18n/format";
import { useI18n } from "../lib/i18n-context";
import { parseSrcset, type Photo } from "../lib/photo";
import { prefersReducedMotion } from "../lib/reduced-motion";

/**
 * The image viewer: a modal that starts at `index`, wraps around, shows "current / total",
 * closes with Escape and returns focus to where it was. Loaded only when first opened.
 */
export default function PhotoViewer({
  photos,
  index,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const slides = photos.map((photo) => ({
    src: photo.src,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    srcSet: parseSrcset(photo.avif).map(({ src, width }) => ({
      src,
      width,
      height: Math.round((width * photo.height) / photo.width),
    })),
  }));
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Counter]}
      carousel={{ finite: false, preload: 1 }}
      animation={prefersReducedMotion() ? { fade: 0, swipe: 0, navigation: 0 } : undefined}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t.property.viewerLabel,
        Close: t.property.viewerClose,
        Previous: t.property.viewerPrevious,
        Next: t.property.viewerNext,
        Carousel: t.property.carouselRole,
        Slide: t.property.slideRole,
        "Photo gallery": t.property.viewerLabel,
        "{index} of {total}": format(t.property.slide, { current: "{index}", total: "{total}" }),
      }}
    />
  );
}
