import type { AmenityIcon } from "../content/icons";
import type { IconName } from "../shared/icon-names";

const amenityIcons: Record<AmenityIcon, IconName> = {
  bed: "bed-double",
  bath: "bath",
  coffee: "coffee",
  dumbbell: "dumbbell",
  wifi: "wifi",
  tv: "tv",
  car: "car",
  tram: "tram-front",
  tree: "trees",
  store: "store",
  warehouse: "warehouse",
  building: "building",
  house: "house",
  key: "key-round",
  users: "users",
  utensils: "utensils-crossed",
  shirt: "shirt",
  fan: "fan",
  heater: "heater",
  laptop: "laptop",
  washer: "washing-machine",
};

const surroundingIcons: Record<string, IconName> = {
  landmark: "landmark",
  park: "trees",
  restaurant: "utensils-crossed",
  store: "shopping-bag",
  "train-front": "train-front",
};

export function amenityIcon(name: string): IconName {
  return amenityIcons[name as AmenityIcon] ?? "house";
}

export function surroundingIcon(name: string): IconName {
  return (Object.hasOwn(surroundingIcons, name) && surroundingIcons[name]) || "map-pin";
}
