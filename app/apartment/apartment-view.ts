import type { GuestQuestion, SleepingArrangements } from "./guest-questions";
import type { Photo } from "../shared/photo";
import type { ApartmentSlug } from "../content/load.server";
import type { SmoobuIds } from "../shared/smoobu";

/** An apartment as one page in one language receives it from the build-time loader. */
export interface ApartmentView {
  slug: ApartmentSlug;
  calendar: SmoobuIds;
  title: string;
  location: string;
  description: string;
  features: string[];
  size: string;
  bedrooms: number;
  bathrooms: number;
  hasGym: boolean;
  guests: number;
  address: string;
  lat: number;
  lng: number;
  photos: Photo[];
  /** The photo grid: one tile per room ("Bedrooms"), opening at its first photo. */
  rooms: { index: number; name: string }[];
  amenities: { title: string; icon: string; items: string[] }[];
  /** The amenities marked `glance` in the data, with their icons, shown above the groups. */
  glance: { icon: string; text: string }[];
  surroundings: { title: string; description: string; icon: string }[];
  registrationNumber: string;
  /** The beds room by room (or "ask us"), under its heading. */
  sleeping: { title: string } & SleepingArrangements;
  /** What guests ask before booking, under its heading. */
  questions: { title: string; items: GuestQuestion[] };
}

/** What a home page card and the booking page's summary need. */
export type ApartmentCard = Pick<
  ApartmentView,
  "slug" | "title" | "location" | "guests" | "size" | "bedrooms" | "bathrooms"
> & {
  summary: string;
  image: Photo;
};

/** What the booking page's summary needs of an apartment: a card without its description. */
export type BookingApartmentView = Omit<ApartmentCard, "summary">;
