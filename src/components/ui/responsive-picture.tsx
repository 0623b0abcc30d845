import type { Picture } from "@/content/readers/picture";

export type ResponsivePictureProps = {
  picture: Picture;
  alt: string;
  sizes: string;
  /**
   * Seen as the page opens, and likely its largest paint: fetched at once and first. Otherwise
   * the image waits until it is scrolled near.
   */
  priority?: boolean;
  className?: string;
};

/**
 * An image made at build (content/readers/picture.ts): AVIF and WebP where the browser takes them,
 * each at the width the layout needs, its own format otherwise. The `<picture>` wrapper has no
 * box of its own (`contents`), so the image lays out as a bare `<img>` would.
 */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: ResponsivePictureProps) {
  const image = (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  if (picture.sources.length === 0) return image;
  return (
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
