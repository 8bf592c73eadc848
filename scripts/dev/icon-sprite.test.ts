import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames } from "../../app/shared/icon-names";
import { iconSprite, spriteFile } from "./icon-sprite";

describe("icon sprite", () => {
  it("is what `npm run icons` writes from lucide-react (run it after changing the icon list)", () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(iconSprite());
  });

  it("holds one symbol with shapes for every icon name, and nothing else", () => {
    const sprite = new DOMParser().parseFromString(iconSprite(), "image/svg+xml");
    const symbols = [...sprite.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual([...iconNames]);
    for (const symbol of symbols) {
      expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
      expect(symbol.querySelector("path, circle, rect, line, polyline"), symbol.id).not.toBeNull();
      // Stroke and fill come from app.css: a shape's own colour would override the page's
      // (lucide fills a few dots with the text colour, which is the page's).
      expect(symbol.innerHTML, symbol.id).not.toMatch(/stroke=|fill="(?!currentColor")/);
    }
  });
});
