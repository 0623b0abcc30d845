/**
 * Made by `npm run make:hero-video`; the poster is the loop's first frame, so the swap from one
 * to the other is invisible.
 */
export const heroMedia = {
  width: 1280,
  height: 720,
  poster: "/media/hero-signal-poster.webp",
  sources: [
    { src: "/media/hero-signal.webm", type: "video/webm" },
    { src: "/media/hero-signal.mp4", type: "video/mp4" },
  ],
} as const;

export type HeroMedia = typeof heroMedia;
