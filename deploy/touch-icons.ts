import sharp from "sharp";

// A bitmap favicon, as Chromium draws an SVG icon on the page's main thread (decision 032); a filled
// home-screen square, whose corners iOS rounds itself.
export async function touchIcons(svg: Buffer) {
  const background = /fill="(#[0-9a-fA-F]{3,8})"/.exec(svg.toString())?.[1];
  if (!background) throw new Error("favicon.svg: no fill colour to fill the home-screen icon with");
  const png = (size: number) => sharp(svg, { density: 72 * Math.ceil(size / 40) }).resize(size, size);
  return {
    "apple-touch-icon.png": await png(180).flatten({ background }).png().toBuffer(),
    "favicon.ico": icoOf(await png(32).png().toBuffer(), 32),
  };
}

/** An ICO file holding one PNG image. */
export function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, png]);
}
