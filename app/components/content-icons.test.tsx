import { Dumbbell, House, Landmark, MapPin, ShoppingBag, TrainFront, Trees, UtensilsCrossed, Wifi } from "lucide-react";
import { describe, expect, it } from "vitest";
import { amenityIcons } from "../content/icons";
import { amenityIcon, surroundingIcon } from "./content-icons";

describe("surroundingIcon", () => {
  it("maps the five known names", () => {
    expect(surroundingIcon("landmark")).toBe(Landmark);
    expect(surroundingIcon("park")).toBe(Trees);
    expect(surroundingIcon("restaurant")).toBe(UtensilsCrossed);
    expect(surroundingIcon("store")).toBe(ShoppingBag);
    expect(surroundingIcon("train-front")).toBe(TrainFront);
  });

  it("gives anything else the default icon", () => {
    for (const name of ["museum", "", "Landmark", "toString", "__proto__"]) expect(surroundingIcon(name)).toBe(MapPin);
  });
});

describe("amenityIcon", () => {
  it("has a distinct icon for every amenity icon name", () => {
    expect(amenityIcon("wifi")).toBe(Wifi);
    expect(amenityIcon("dumbbell")).toBe(Dumbbell);
    const icons = amenityIcons.map(amenityIcon);
    expect(new Set(icons).size).toBe(amenityIcons.length);
  });

  it("falls back for an unknown name", () => {
    expect(amenityIcon("sauna")).toBe(House);
  });
});
