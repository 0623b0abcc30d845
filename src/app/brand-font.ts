import localFont from "next/font/local";

/**
 * The brand's variable font, self-hosted. Declared once and imported by each root-level file that
 * renders a page (the layout and the 404 page), so every page preloads it.
 */
export const brandFont = localFont({
  src: "../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  variable: "--font-brand",
  weight: "200 800",
  display: "swap",
});
