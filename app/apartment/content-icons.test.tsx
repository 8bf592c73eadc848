import { describe, expect, it } from "vitest";
import { amenityIcons } from "../content/icons";
import { amenityIcon, surroundingIcon } from "./content-icons";

describe("surroundingIcon", () => {
  it("maps the five known names", () => {
    expect(surroundingIcon("landmark")).toBe("landmark");
    expect(surroundingIcon("park")).toBe("trees");
    expect(surroundingIcon("restaurant")).toBe("utensils-crossed");
    expect(surroundingIcon("store")).toBe("shopping-bag");
    expect(surroundingIcon("train-front")).toBe("train-front");
  });

  it("gives anything else the default icon", () => {
    for (const name of ["museum", "", "Landmark", "toString", "__proto__"])
      expect(surroundingIcon(name)).toBe("map-pin");
  });
});

describe("amenityIcon", () => {
  it("has a distinct icon for every amenity icon name", () => {
    expect(amenityIcon("wifi")).toBe("wifi");
    expect(amenityIcon("dumbbell")).toBe("dumbbell");
    const icons = amenityIcons.map(amenityIcon);
    expect(new Set(icons).size).toBe(amenityIcons.length);
  });

  it("falls back for an unknown name", () => {
    expect(amenityIcon("sauna")).toBe("house");
  });
});
