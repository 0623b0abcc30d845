/**
 * The parts of a post's fields that the browser editor (keystatic.config.ts) checks with the
 * same rules as the build. Nothing imported, so the editor can bundle them.
 */

/** Who a byline names, as structured data types it. */
export const AUTHOR_TYPES = ["Person", "Organization"] as const;

/** A cover image made for the site (SVG or rendered), served from /public. */
export const POST_IMAGE_PATH = /^\/[\w\-/]+\.(svg|png|webp|jpg)$/;

/** The cover's size when the file does not say otherwise: a share card's. */
export const POST_IMAGE_SIZE = { width: 1200, height: 630 } as const;
