import { readFile } from "node:fs/promises";
import { join } from "node:path";

const fontFile = join(
  process.cwd(),
  "node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff",
);

/** The brand font for generated images (Satori reads WOFF, not WOFF2). */
export async function brandImageFont() {
  return { name: "Plus Jakarta Sans", data: await readFile(fontFile), weight: 800 as const };
}
