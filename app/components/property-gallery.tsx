import { lazy, Suspense, useEffect, useState } from "react";
import type { PropertyView } from "../lib/property-view";
import { PhotoCarousel } from "./photo-carousel";
import { PhotoGrid } from "./photo-grid";

const PhotoViewer = lazy(() => import("./photo-viewer"));

/** Carousel, thumbnails and the viewer they open (the viewer's code loads on first use). */
export function PropertyGallery({ photos, rooms, title }: Pick<PropertyView, "photos" | "rooms" | "title">) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const close = () => setViewerIndex(null);
  if (photos.length === 0) return null;
  return (
    <div className="space-y-4">
      <PhotoCarousel photos={photos} title={title} onOpen={setViewerIndex} />
      <PhotoGrid photos={photos} rooms={rooms} onOpen={setViewerIndex} />
      {viewerIndex !== null && (
        <Suspense fallback={<EscapeWhileLoading onEscape={close} />}>
          <PhotoViewer photos={photos} index={viewerIndex} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * While the viewer's code loads (on a slow line, a second or more after the tap), Escape calls
 * the opening off, as it would close the viewer: it must not open after the guest said no.
 */
function EscapeWhileLoading({ onEscape }: { onEscape: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onEscape]);
  return null;
}
