import localFont from "next/font/local";

/** The brand's variable font, self-hosted and preloaded by every document that sets it. */
export const brandFont = localFont({
  src: "../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  variable: "--font-brand",
  weight: "200 800",
  display: "swap",
});
