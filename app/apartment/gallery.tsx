import type { ApartmentView } from "./apartment-view";
import { PhotoCarousel } from "./photo-carousel";
import { PhotoGrid } from "./photo-grid";

export function ApartmentGallery({ photos, rooms, title }: Pick<ApartmentView, "photos" | "rooms" | "title">) {
  if (photos.length === 0) return null;
  return (
    <div className="space-y-4">
      <PhotoCarousel photos={photos} title={title} />
      <PhotoGrid photos={photos} rooms={rooms} />
    </div>
  );
}
