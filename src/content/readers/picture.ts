import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";

/**
 * An image made at build, so nothing is resized while a visitor waits: the file the browser falls
 * back to, and the smaller, newer formats it prefers, each at several widths.
 */
export type Picture = {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** AVIF then WebP; none for a drawing (SVG), which is served as drawn. */
  sources: { type: `image/${string}`; srcSet: string }[];
};

const WIDTHS = [400, 800, 1200];

/** Every route that lists the posts asks for each cover again. */
const madePictures = new Map<string, Promise<Picture>>();

/**
 * An image cut to a frame (centred, nothing stretched): a drawing passes through as drawn; a
 * photo is made in AVIF, WebP and its own format (JPEG, or PNG for a PNG) at each width up to the
 * frame's.
 */
export function framedPicture(
  image: ImageMetadata,
  frame: { width: number; height: number },
): Promise<Picture> {
  const key = `${image.src} ${frame.width}x${frame.height}`;
  let picture = madePictures.get(key);
  if (!picture) {
    picture = makePicture(image, frame);
    madePictures.set(key, picture);
    // A failure is not kept: the next request (in development, after a fix) tries again.
    picture.catch(() => madePictures.delete(key));
  }
  return picture;
}

async function makePicture(
  image: ImageMetadata,
  frame: { width: number; height: number },
): Promise<Picture> {
  if (image.format === "svg") {
    return { src: image.src, width: image.width, height: image.height, sources: [] };
  }
  const made = (format: "avif" | "webp" | "png" | "jpg") =>
    getImage({ src: image, ...frame, fit: "cover", widths: WIDTHS, format });
  const [avif, webp, fallback] = await Promise.all([
    made("avif"),
    made("webp"),
    made(image.format === "png" ? "png" : "jpg"),
  ]);
  return {
    src: fallback.src,
    srcSet: fallback.srcSet.attribute,
    ...frame,
    sources: [
      { type: "image/avif", srcSet: avif.srcSet.attribute },
      { type: "image/webp", srcSet: webp.srcSet.attribute },
    ],
  };
}
