import {
  Bath,
  BedDouble,
  Building,
  Car,
  Coffee,
  Dumbbell,
  Fan,
  House,
  KeyRound,
  Landmark,
  type LucideIcon,
  MapPin,
  Shirt,
  ShoppingBag,
  Store,
  TrainFront,
  TramFront,
  Trees,
  Tv,
  Users,
  UtensilsCrossed,
  Warehouse,
  Wifi,
} from "lucide-react";
import type { AmenityIcon } from "../content/icons";

const amenityIcons: Record<AmenityIcon, LucideIcon> = {
  bed: BedDouble,
  bath: Bath,
  coffee: Coffee,
  dumbbell: Dumbbell,
  wifi: Wifi,
  tv: Tv,
  car: Car,
  tram: TramFront,
  tree: Trees,
  store: Store,
  warehouse: Warehouse,
  building: Building,
  house: House,
  key: KeyRound,
  users: Users,
  utensils: UtensilsCrossed,
  shirt: Shirt,
  fan: Fan,
};

const surroundingIcons: Record<string, LucideIcon> = {
  landmark: Landmark,
  park: Trees,
  restaurant: UtensilsCrossed,
  store: ShoppingBag,
  "train-front": TrainFront,
};

/** The icon of an amenity group; validation only lets known names through, House covers anything else. */
export function amenityIcon(name: string): LucideIcon {
  return amenityIcons[name as AmenityIcon] ?? House;
}

/** The icon of a surroundings item: landmark, park, restaurant, store, train-front, else a map pin. */
export function surroundingIcon(name: string): LucideIcon {
  return (Object.hasOwn(surroundingIcons, name) && surroundingIcons[name]) || MapPin;
}
