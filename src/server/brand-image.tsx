import "server-only";
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

export function BoltGlyph({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="9" fill="#0b1b33" />
      <path d="M18.4 5.5 9.2 18.1h6.1l-1.9 8.4 9.4-12.8h-6.2l1.8-8.2Z" fill="#5b8cff" />
      <path d="M18.4 5.5 9.2 18.1h6.1l.9-3.9h-1.9l4.1-8.7Z" fill="#e3ebff" />
    </svg>
  );
}
