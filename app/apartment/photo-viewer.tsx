import { useEffect } from "react";
import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import "yet-another-react-lightbox/plugins/counter.css";
import "./photo-viewer.css";
import { format } from "../i18n/format";
import { useI18n } from "../i18n/i18n-context";
import { parseSrcset, type Photo } from "../shared/photo";
import { prefersReducedMotion } from "./reduced-motion";

/** The caption is the photo's alt text, which says what and which room it shows. */
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
  useFocusTrap(onClose);
  const slides = photos.map((photo) => ({
    src: photo.src,
    alt: photo.alt,
    description: photo.alt,
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
      plugins={[Counter, Captions]}
      captions={{ descriptionTextAlign: "center", descriptionMaxLines: 2 }}
      carousel={{ finite: false, preload: 1 }}
      animation={prefersReducedMotion() ? { fade: 0, swipe: 0, navigation: 0 } : undefined}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t.apartment.viewerLabel,
        Close: t.apartment.viewerClose,
        Previous: t.apartment.viewerPrevious,
        Next: t.apartment.viewerNext,
        Carousel: t.apartment.carouselRole,
        Slide: t.apartment.slideRole,
        Caption: t.apartment.captionRole,
        "Photo gallery": t.apartment.viewerLabel,
        "{index} of {total}": format(t.apartment.slide, { current: "{index}", total: "{total}" }),
      }}
    />
  );
}

/** The library lets Tab leave the viewer for the browser, where it then listens for Escape nowhere. */
function useFocusTrap(onClose: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const root = document.querySelector<HTMLElement>(".yarl__root");
      if (!root) return;
      const active = document.activeElement;
      const inside = root.contains(active);
      if (event.key === "Escape" && !inside) onClose();
      if (event.key !== "Tab") return;
      const controls = [...root.querySelectorAll<HTMLElement>("button:not([disabled]), [href]")].filter((control) =>
        control.checkVisibility(),
      );
      const [first, last] = [controls[0], controls.at(-1)];
      if (!first || !last) return;
      const target = !inside
        ? event.shiftKey
          ? last
          : first
        : event.shiftKey && active === first
          ? last
          : !event.shiftKey && active === last
            ? first
            : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
}
