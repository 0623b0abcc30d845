/**
 * The brand's colours and mark for the places CSS cannot reach: icons, the share image, the
 * browser's theme colour and lead emails. src/styles/global.css defines the same colours as
 * Tailwind tokens; a unit test keeps the two in step.
 */
export const brandColors = {
  /** Deep ink navy: text, dark bands, the mark's tile, the theme colour. */
  ink: "#0b1b33",
  /** Muted ink for secondary text on white. */
  inkMuted: "#56698a",
  /** Soft ink for secondary text on navy. */
  inkSoft: "#a9b6cb",
  /** The electric accent of calls to action. */
  accent: "#2a5cf2",
  /** The bolt's light and pale blues. */
  bolt: "#5b8cff",
  boltPale: "#e3ebff",
  /** Health and success cues. */
  teal: "#0f7f75",
} as const;

/** The bolt mark: a navy tile with a two-tone lightning bolt, drawn on a 32-unit grid. */
export const boltMark = {
  viewBox: "0 0 32 32",
  tileRadius: 9,
  paths: [
    { d: "M18.4 5.5 9.2 18.1h6.1l-1.9 8.4 9.4-12.8h-6.2l1.8-8.2Z", fill: brandColors.bolt },
    { d: "M18.4 5.5 9.2 18.1h6.1l.9-3.9h-1.9l4.1-8.7Z", fill: brandColors.boltPale },
  ],
} as const;

/**
 * The mark as a standalone SVG document (the favicon, the SVG icon and the raster logo). With
 * `square`, the tile fills the square to its corners: for home-screen icons, which the system
 * rounds itself.
 */
export function boltMarkSvg({ square = false }: { square?: boolean } = {}): string {
  const paths = boltMark.paths.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join("");
  const corners = square ? "" : ` rx="${boltMark.tileRadius}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${boltMark.viewBox}"><rect width="32" height="32"${corners} fill="${brandColors.ink}"/>${paths}</svg>`;
}
