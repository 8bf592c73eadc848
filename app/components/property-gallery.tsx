import { lazy, Suspense, useState } from "react";
import type { Photo } from "../lib/photo";
import { PhotoCarousel } from "./photo-carousel";
import { PhotoGrid } from "./photo-grid";

const PhotoViewer = lazy(() => import("./photo-viewer"));

/** Carousel, thumbnails and the viewer they open (the viewer's code loads on first use). */
export function PropertyGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <div className="space-y-4">
      <PhotoCarousel photos={photos} title={title} onOpen={setViewerIndex} />
      <PhotoGrid photos={photos} onOpen={setViewerIndex} />
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={viewerIndex} onClose={() => setViewerIndex(null)} />
        </Suspense>
      )}
    </div>
  );
}
