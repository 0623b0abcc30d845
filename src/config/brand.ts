/**
 * For where CSS cannot reach (icons, the share image, the theme colour, emails); a unit test keeps
 * them in step with src/styles/global.css's tokens.
 */
export const brandColors = {
  ink: "#0b1b33",
  /** Secondary text on white. */
  inkMuted: "#56698a",
  /** Secondary text on navy. */
  inkSoft: "#a9b6cb",
  accent: "#2a5cf2",
  bolt: "#5b8cff",
  boltPale: "#e3ebff",
  teal: "#0f7f75",
} as const;

export const boltMark = {
  viewBox: "0 0 32 32",
  tileRadius: 9,
  paths: [
    { d: "M18.4 5.5 9.2 18.1h6.1l-1.9 8.4 9.4-12.8h-6.2l1.8-8.2Z", fill: brandColors.bolt },
    { d: "M18.4 5.5 9.2 18.1h6.1l.9-3.9h-1.9l4.1-8.7Z", fill: brandColors.boltPale },
  ],
} as const;

/** `square` fills the tile to its corners, for home-screen icons, which the system rounds. */
export function boltMarkSvg({ square = false }: { square?: boolean } = {}): string {
  const paths = boltMark.paths.map((p) => `<path d="${p.d}" fill="${p.fill}"/>`).join("");
  const corners = square ? "" : ` rx="${boltMark.tileRadius}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${boltMark.viewBox}"><rect width="32" height="32"${corners} fill="${brandColors.ink}"/>${paths}</svg>`;
}
