"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";
import type { HeroMedia } from "@/config/hero-media";
import { afterLoadAndIdle } from "@/lib/after-load";

export type HeroVideoProps = {
  media: HeroMedia;
  labels: { pause: string; play: string };
  /** The still image (the loop's first frame), shown until the loop plays, and instead of it. */
  children: ReactNode;
};

const SMALL_SCREEN = "(max-width: 759px)";

/** Phones that ask to save data get the still image only. */
function savesData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true && window.matchMedia(SMALL_SCREEN).matches;
}

/**
 * The hero's background loop. The server sends only the still image: the <video> element is
 * added once the page has loaded and the browser is idle, so the loop never competes with the
 * page's first paint, and it is never added (or is removed) under reduced motion. A button,
 * shown with the loop, pauses and resumes it.
 */
export function HeroVideo({ media, labels, children }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  /** The page has loaded and the browser is idle, on a connection that may spend the bytes. */
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const enabled = ready && !reducedMotion;

  useEffect(() => afterLoadAndIdle(() => setReady(!savesData())), []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) video.pause();
    // A browser that refuses to play keeps showing the poster; nothing else depends on it.
    else video.play().catch(() => {});
  }, [enabled, paused]);

  const label = paused ? labels.play : labels.pause;
  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-30">
        {children}
        {enabled ? (
          <video
            ref={videoRef}
            className="absolute inset-0 size-full object-cover"
            poster={media.poster}
            width={media.width}
            height={media.height}
            muted
            loop
            playsInline
            preload="none"
            tabIndex={-1}
            data-hero-video=""
          >
            {media.sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </video>
        ) : null}
      </div>
      {enabled ? (
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          aria-label={label}
          title={label}
          data-hero-video-control={paused ? "paused" : "playing"}
          className="absolute right-4 bottom-4 z-10 grid size-11 place-items-center rounded-full border border-white/25 bg-ink-950/60 text-white backdrop-blur transition-colors hover:border-white/50 focus-visible:outline-white"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
    </>
  );
}
