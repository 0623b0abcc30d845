// Written by `npm run make:font` (scripts/assets/font.ts).

/**
 * The brand font's two files (Plus Jakarta Sans, OFL, weights 400 to 700), self-hosted under
 * content-hashed names so they can be cached for good. src/styles/brand-font.css declares them;
 * every document preloads the core, which covers the site's copy.
 */
export const brandFontFiles = {
  core: {
    url: "/fonts/plus-jakarta-sans-core-wght.0084e8dd35.woff2",
    unicodeRange:
      "U+0000-007F, U+00A0, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+20AC, U+2122, U+2191, U+2193, U+2212",
  },
  extended: {
    url: "/fonts/plus-jakarta-sans-extended-wght.001bd2c6b7.woff2",
    unicodeRange:
      "U+0080-009F, U+00A1-00A8, U+00AA-00AD, U+00AF, U+00B1-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F, U+2215, U+FEFF, U+FFFD",
  },
} as const;
