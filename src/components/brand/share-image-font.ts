import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The brand font for generated images, at the weight of their headline (Satori reads WOFF). */
export async function shareImageFont() {
  const file =
    require.resolve("@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff");
  return { name: "Plus Jakarta Sans", data: await readFile(file), weight: 800 as const };
}
