import { lazy, Suspense, useState } from "react";
import type { PropertyView } from "../lib/property-view";
import { PhotoCarousel } from "./photo-carousel";
import { PhotoGrid } from "./photo-grid";

const PhotoViewer = lazy(() => import("./photo-viewer"));

/** Carousel, thumbnails and the viewer they open (the viewer's code loads on first use). */
export function PropertyGallery({ photos, rooms, title }: Pick<PropertyView, "photos" | "rooms" | "title">) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <div className="space-y-4">
      <PhotoCarousel photos={photos} title={title} onOpen={setViewerIndex} />
      <PhotoGrid photos={photos} rooms={rooms} onOpen={setViewerIndex} />
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={viewerIndex} onClose={() => setViewerIndex(null)} />
        </Suspense>
      )}
    </div>
  );
}
