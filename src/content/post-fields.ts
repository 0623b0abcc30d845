/**
 * The parts of a post's fields that the browser editor (keystatic.config.ts) checks with the
 * same rules as the build. Nothing imported, so the editor can bundle them.
 */

/** Who a byline names, as structured data types it. */
export const AUTHOR_TYPES = ["Person", "Organization"] as const;

/**
 * Where covers live: one folder per post (src/assets/blog/{post}/cover.jpg), written in the
 * post's file relative to it, as Astro's image() and the editor's image field both read it.
 */
export const COVER_FOLDER = "src/assets/blog";
export const COVER_PUBLIC_PATH = "../../assets/blog/";
// A camera's upload keeps its extension's case (IMG_2041.JPG → cover.JPG).
export const COVER_PATH =
  /^\.\.\/\.\.\/assets\/blog\/[a-z0-9-]+\/[\w-]+\.(svg|png|jpe?g|webp|avif|SVG|PNG|JPE?G|WEBP|AVIF)$/;
export const COVER_PATH_MESSAGE =
  "a file in src/assets/blog/{post}/, written ../../assets/blog/{post}/cover.jpg (svg, png, jpg, webp or avif)";

/**
 * A cover's shape on every page (a share card's), and the least a photo may measure so that it
 * stays sharp at that size on a phone's screen. A drawing (SVG) has no least size.
 */
export const COVER_SIZE = { width: 1200, height: 630 } as const;
