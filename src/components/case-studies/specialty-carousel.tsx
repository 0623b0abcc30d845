"use client";

import { clsx } from "clsx";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";

/** SPEC.md: autoplay every 4.5 s; a carousel up to 1024 px, a grid above. */
const AUTOPLAY_MS = 4500;
const CAROUSEL_QUERY = "(max-width: 1024px)";
const PER_PAGE_QUERIES = [
  { query: "(min-width: 1100px)", perPage: 3 },
  { query: "(min-width: 760px)", perPage: 2 },
] as const;
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export type SpecialtyCarouselCopy = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Show page" before "2 of 3" on each dot. */
  page: string;
  of: string;
};

export type SpecialtyCarouselProps = {
  /** The id of the heading that names this group of stories. */
  labelledBy: string;
  slides: readonly ReactNode[];
  copy: SpecialtyCarouselCopy;
};

function cardsPerPage(): number {
  return PER_PAGE_QUERIES.find(({ query }) => matchMedia(query).matches)?.perPage ?? 1;
}

/** Calls `update` now and whenever one of the media queries changes. */
function useMediaQueries(queries: readonly string[], update: () => void) {
  useEffect(() => {
    update();
    const lists = queries.map((query) => matchMedia(query));
    for (const list of lists) list.addEventListener("change", update);
    return () => {
      for (const list of lists) list.removeEventListener("change", update);
    };
  }, [queries, update]);
}

const WATCHED_QUERIES = [
  CAROUSEL_QUERY,
  REDUCED_MOTION_QUERY,
  ...PER_PAGE_QUERIES.map(({ query }) => query),
];

/**
 * One specialty's stories: a looping carousel on screens up to 1024 px (WAI-ARIA carousel
 * pattern: previous and next, dots, arrow keys, a pause control, rotation that stops on hover and
 * focus and never starts under reduced motion), a grid above. The layout itself is CSS, so the
 * server's HTML already scrolls sideways on a phone and the switch at 1024 px needs no reload.
 */
export function SpecialtyCarousel({ labelledBy, slides, copy }: SpecialtyCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [isCarousel, setIsCarousel] = useState(false);
  const [perPage, setPerPage] = useState(1);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const pageCount = Math.max(1, Math.ceil(slides.length / perPage));
  const rotating = isCarousel && !paused && !hovered && !focused && pageCount > 1;

  // A new layout (fewer cards per page, or back from the grid) starts from the first page.
  const readMedia = useCallback(() => {
    setIsCarousel(matchMedia(CAROUSEL_QUERY).matches);
    setPerPage(cardsPerPage());
    setPage(0);
    trackRef.current?.scrollTo({ left: 0, behavior: "instant" });
    // Under reduced motion the carousel starts paused; the visitor may still start it.
    if (matchMedia(REDUCED_MOTION_QUERY).matches) setPaused(true);
  }, []);
  useMediaQueries(WATCHED_QUERIES, readMedia);

  const showPage = useCallback(
    (target: number) => {
      const track = trackRef.current;
      const next = (target + pageCount) % pageCount;
      setPage(next);
      const first = track?.children[0] as HTMLElement | undefined;
      const slide = track?.children[next * perPage] as HTMLElement | undefined;
      if (!track || !first || !slide) return;
      track.scrollTo({
        left: slide.offsetLeft - first.offsetLeft,
        behavior: matchMedia(REDUCED_MOTION_QUERY).matches ? "instant" : "smooth",
      });
    },
    [pageCount, perPage],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => showPage(page + 1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [rotating, showPage, page]);

  // A swipe moves the track itself; the dots follow once it settles.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !isCarousel) return;
    const settle = () => {
      const slides = [...track.children] as HTMLElement[];
      const origin = slides[0]?.offsetLeft ?? 0;
      const atEnd = track.scrollLeft >= track.scrollWidth - track.clientWidth - 2;
      const nearest = slides.reduce(
        (best, slide, index) =>
          Math.abs(slide.offsetLeft - origin - track.scrollLeft) <
          Math.abs((slides[best]?.offsetLeft ?? 0) - origin - track.scrollLeft)
            ? index
            : best,
        0,
      );
      setPage(atEnd ? pageCount - 1 : Math.min(pageCount - 1, Math.round(nearest / perPage)));
    };
    track.addEventListener("scrollend", settle);
    return () => track.removeEventListener("scrollend", settle);
  }, [isCarousel, pageCount, perPage]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") showPage(page + 1);
    else if (event.key === "ArrowLeft") showPage(page - 1);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onHover = (hovering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") setHovered(hovering);
  };

  const controlClass =
    "grid size-11 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card transition-colors hover:border-bolt-400 hover:text-bolt-600";

  return (
    <div
      {...(isCarousel
        ? { role: "region", "aria-roledescription": "carousel", "aria-labelledby": labelledBy }
        : {})}
      onKeyDown={isCarousel ? onKeyDown : undefined}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={onHover(true)}
      onPointerLeave={onHover(false)}
      data-carousel={isCarousel ? (rotating ? "rotating" : "stopped") : "grid"}
      data-page={page}
    >
      <div
        ref={trackRef}
        aria-live={isCarousel ? (rotating ? "off" : "polite") : undefined}
        className={clsx(
          // Positioned, so visually hidden text in far slides stays inside the scroller.
          "relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-2 sm:-mx-8 sm:scroll-px-8 sm:px-8",
          "[html[data-js]_&]:[scrollbar-width:none] [html[data-js]_&]:[&::-webkit-scrollbar]:hidden",
          "min-[1025px]:mx-0 min-[1025px]:grid min-[1025px]:grid-cols-2 min-[1025px]:overflow-visible min-[1025px]:px-0 min-[1100px]:grid-cols-3",
        )}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            {...(isCarousel
              ? {
                  role: "group",
                  "aria-roledescription": "slide",
                  "aria-label": `${index + 1} ${copy.of} ${slides.length}`,
                }
              : {})}
            className="shrink-0 basis-[88%] snap-start min-[760px]:basis-[calc((100%-1.25rem)/2)]"
          >
            {slide}
          </div>
        ))}
      </div>
      {/* Shown once scripts run (the head marks that before the first paint), never in the grid. */}
      <div className="mt-6 hidden items-center justify-between gap-4 min-[1025px]:hidden! [html[data-js]_&]:flex">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className={controlClass}
            aria-label={copy.previous}
            onClick={() => showPage(page - 1)}
          >
            <ArrowLeftIcon className="size-5" />
          </button>
          <div className="flex items-center">
            {Array.from({ length: pageCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className="group grid size-6 place-items-center"
                aria-label={`${copy.page} ${index + 1} ${copy.of} ${pageCount}`}
                aria-current={index === page ? "true" : undefined}
                onClick={() => showPage(index)}
              >
                <span
                  className={clsx(
                    "block h-2 rounded-full transition-all",
                    index === page ? "w-5 bg-bolt-600" : "w-2 bg-ink-200 group-hover:bg-ink-500",
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={controlClass}
            aria-label={copy.next}
            onClick={() => showPage(page + 1)}
          >
            <ArrowRightIcon className="size-5" />
          </button>
        </div>
        <button
          type="button"
          className={controlClass}
          aria-label={paused ? copy.play : copy.pause}
          onClick={() => setPaused(!paused)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      </div>
    </div>
  );
}
