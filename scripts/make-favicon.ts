// Writes the bolt mark (src/config/brand.ts) as the site's icons: src/app/icon.svg, and
// src/app/favicon.ico (16, 32 and 48 px PNGs in one ICO) for browsers and tools that ask for
// /favicon.ico. Run `npm run make:favicon` after changing the mark; a unit test checks the SVG.
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { boltMarkSvg } from "../src/config/brand";

const SIZES = [16, 32, 48];
const svg = Buffer.from(boltMarkSvg());
writeFileSync(new URL("../src/app/icon.svg", import.meta.url), svg);
const pngs = await Promise.all(
  SIZES.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
);

const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length + 16 * SIZES.length;
const entries = pngs.map((png, i) => {
  const entry = Buffer.alloc(16);
  const size = SIZES[i] ?? 0;
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
writeFileSync(
  new URL("../src/app/favicon.ico", import.meta.url),
  Buffer.concat([header, ...entries, ...pngs]),
);
