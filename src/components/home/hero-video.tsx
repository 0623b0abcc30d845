import type { ReactNode } from "react";
import { PauseIcon, PlayIcon } from "@/components/ui/icons";
import type { HeroMedia } from "@/config/hero-media";

export type HeroVideoProps = {
  media: HeroMedia;
  labels: { pause: string; play: string };
  /** The still image (the loop's first frame), shown until the loop plays, and instead of it. */
  children: ReactNode;
};

export function HeroVideo({ media, labels, children }: HeroVideoProps) {
  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-30" data-hero-video-frame="">
        {children}
        <template>
          <video
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
        </template>
      </div>
      <button
        type="button"
        hidden
        aria-label={labels.pause}
        title={labels.pause}
        data-hero-video-control="playing"
        data-pause={labels.pause}
        data-play={labels.play}
        className="absolute right-4 bottom-4 z-10 grid size-11 place-items-center rounded-full border border-white/25 bg-ink-950/60 text-white backdrop-blur transition-colors hover:border-white/50 focus-visible:outline-white"
      >
        <span data-icon="pause">
          <PauseIcon />
        </span>
        <span data-icon="play" hidden>
          <PlayIcon />
        </span>
      </button>
    </>
  );
}
