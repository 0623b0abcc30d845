import { createRequire } from "node:module";
import { Font } from "@react-pdf/renderer";

/**
 * The brand font, Plus Jakarta Sans, from the fonts installed with the site (never fetched). The
 * package splits Latin into two subset files, registered here as two families: react-pdf tries a
 * style's families in turn for each character, so an accented name from latin-ext still prints.
 * It reads .woff, not .woff2.
 */
const SUBSETS = [
  { family: "Plus Jakarta Sans", subset: "latin" },
  { family: "Plus Jakarta Sans Latin Ext", subset: "latin-ext" },
] as const;

/** The weights the documents use; every one also in italics, which emphasis can set in any. */
const WEIGHTS = [400, 600, 700] as const;

export const FONT_FAMILY = SUBSETS.map(({ family }) => family);

const resolve = createRequire(import.meta.url).resolve;

for (const { family, subset } of SUBSETS) {
  Font.register({
    family,
    fonts: WEIGHTS.flatMap((fontWeight) =>
      (["normal", "italic"] as const).map((fontStyle) => ({
        src: resolve(
          `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${fontWeight}-${fontStyle}.woff`,
        ),
        fontWeight,
        fontStyle,
      })),
    ),
  });
}

// Words stay whole: react-pdf's default splits English words with hyphens, which reads poorly in
// short lines such as table cells.
Font.registerHyphenationCallback((word) => [word]);
