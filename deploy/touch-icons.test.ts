import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { touchIcons } from "./touch-icons";

describe("touchIcons", () => {
  it("draws the site's icon as a filled 180 px PNG and a 32 px ICO", async () => {
    const icons = await touchIcons(readFileSync("deploy/favicon.svg"));
    const touch = sharp(icons["apple-touch-icon.png"]);
    expect(await touch.metadata()).toMatchObject({ format: "png", width: 180, height: 180 });
    // The corner outside the drawing's rounded square is filled with its navy, not transparent (iOS would show black).
    const { data } = await touch
      .ensureAlpha()
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0x0b, 0x1f, 0x3a, 255]);

    const ico = icons["favicon.ico"];
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([32, 32, ico.length - 22, 22]);
    expect(await sharp(ico.subarray(22)).metadata()).toMatchObject({ format: "png", width: 32, height: 32 });
  });
});
