// Splits the brand font in two: a core of about 13 KB (ASCII and the copy's punctuation) that
// every page preloads and that arrives in the first round trip, and the rest of Latin, fetched
// only for a character in it. Weights 400 to 700 only: the upstream 200 to 800 nearly doubles
// the size. Run `npm run make:font` after changing CORE_EXTRAS or the weights.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";
import { formatUnicodeRange, parseUnicodeRange } from "../../src/config/unicode-range";

/**
 * Beyond ASCII, the characters the site's copy and chrome use (a content test checks this). The
 * upstream file has no ← or →; those arrows are drawn by the fallback font.
 */
const CORE_EXTRAS = "\u00a0©®°·×–—‘’“”•…€™↑↓−";
const WEIGHTS = { min: 400, max: 700 };
const UPSTREAM = "@fontsource-variable/plus-jakarta-sans";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const upstreamDir = dirname(createRequire(import.meta.url).resolve(`${UPSTREAM}/package.json`));
const upstreamCss = readFileSync(join(upstreamDir, "wght.css"), "utf8");
const latinFace = /\/\* plus-jakarta-sans-latin-wght-normal \*\/\s*@font-face\s*{([^}]*)}/.exec(
  upstreamCss,
)?.[1];
const latinRange = latinFace && /unicode-range:\s*([^;]+);/.exec(latinFace)?.[1];
if (!latinRange) throw new Error(`No Latin face in ${UPSTREAM}/wght.css`);
const upstreamFont = readFileSync(
  join(upstreamDir, "files", "plus-jakarta-sans-latin-wght-normal.woff2"),
);

const latin = parseUnicodeRange(latinRange);
const extras = [...CORE_EXTRAS].map((char) => char.codePointAt(0) ?? 0);
// Control characters and ASCII stay in the core, so whitespace never asks for the other file.
const core = new Set([...latin].filter((code) => code < 0x80 || extras.includes(code)));
const extended = new Set([...latin].filter((code) => !core.has(code)));

const fontsDir = join(root, "public", "fonts");
for (const old of readdirSync(fontsDir).filter((name) => name.endsWith(".woff2"))) {
  rmSync(join(fontsDir, old));
}

async function write(part: string, codes: Set<number>) {
  const text = String.fromCodePoint(...codes);
  const font = await subsetFont(upstreamFont, text, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  const hash = createHash("sha256").update(font).digest("hex").slice(0, 10);
  const name = `plus-jakarta-sans-${part}-wght.${hash}.woff2`;
  writeFileSync(join(fontsDir, name), font);
  console.log(`public/fonts/${name}: ${font.length} bytes, ${codes.size} code points`);
  return { url: `/fonts/${name}`, unicodeRange: formatUnicodeRange(codes) };
}

const files = { core: await write("core", core), extended: await write("extended", extended) };

const face = ({ url, unicodeRange }: { url: string; unicodeRange: string }) =>
  [
    "@font-face {",
    '  font-family: "Plus Jakarta Sans";',
    `  src: url("${url}") format("woff2");`,
    `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
    "  font-display: swap;",
    `  unicode-range: ${unicodeRange};`,
    "}",
  ].join("\n");
async function writeSource(file: string, text: string) {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(text, { ...options, filepath: file }));
}

await writeSource(
  join(root, "src", "styles", "brand-font.css"),
  `/* Written by \`npm run make:font\` (scripts/assets/font.ts). The core file is preloaded by every
 * document; the extended one is fetched only for a character in its range. */
${face(files.core)}

${face(files.extended)}
`,
);
await writeSource(
  join(root, "src", "config", "brand-font.ts"),
  `// Written by \`npm run make:font\` (scripts/assets/font.ts).

/**
 * The brand font's two files (Plus Jakarta Sans, OFL, weights ${WEIGHTS.min} to ${WEIGHTS.max}), self-hosted under
 * content-hashed names so they can be cached for good. src/styles/brand-font.css declares them;
 * every document preloads the core, which covers the site's copy.
 */
export const brandFontFiles = ${JSON.stringify(files, null, 2)} as const;
`,
);
