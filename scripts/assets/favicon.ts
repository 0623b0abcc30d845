// Writes the bolt mark (src/config/brand.ts) as the icons in public/. Run `npm run make:favicon`
// after changing the mark.
import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { boltMarkSvg } from "../../src/config/brand";

const publicFile = (name: string) => new URL(`../../public/${name}`, import.meta.url);

/** Rendered at 384 dpi, at least twice every size, and scaled down, so edges stay smooth. */
function png(svg: string, size: number): Promise<Buffer> {
  const density = Math.max(384, Math.ceil((size * 72) / 32) * 2);
  return sharp(Buffer.from(svg), { density }).resize(size, size).png().toBuffer();
}

const mark = boltMarkSvg();
writeFileSync(publicFile("icon.svg"), mark);

const SIZES = [16, 32, 48];
const pngs = await Promise.all(SIZES.map((size) => png(mark, size)));
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(SIZES.length, 4);
let offset = header.length + 16 * SIZES.length;
const entries = pngs.map((image, i) => {
  const entry = Buffer.alloc(16);
  const size = SIZES[i] ?? 0;
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
writeFileSync(publicFile("favicon.ico"), Buffer.concat([header, ...entries, ...pngs]));

writeFileSync(publicFile("apple-icon.png"), await png(boltMarkSvg({ square: true }), 180));
writeFileSync(publicFile("logo.png"), await png(mark, 512));
