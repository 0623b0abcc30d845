import { clsx } from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { ArrowLeftIcon, ArrowRightIcon, PauseIcon, PlayIcon } from "@/components/ui/icons";
import { usePrefersReducedMotion } from "@/components/ui/use-reduced-motion";
import { REDUCED_MOTION_QUERY } from "@/components/browser/motion";

/** docs/product.md, "Pages": a carousel up to 1024 px (a grid above) that turns every 4.5 s. */
const AUTOPLAY_MS = 4500;
const CAROUSEL_QUERY = "(max-width: 1024px)";
const PER_PAGE_QUERIES = [
  { query: "(min-width: 1100px)", perPage: 3 },
  { query: "(min-width: 760px)", perPage: 2 },
] as const;
const WATCHED_QUERIES = [CAROUSEL_QUERY, ...PER_PAGE_QUERIES.map(({ query }) => query)];

export type CarouselControlsProps = {
  slideCount: number;
  labelledBy: string;
  copy: {
    previous: string;
    next: string;
    pause: string;
    play: string;
    /** "Show page" before "2 of 3" on each dot. */
    page: string;
    of: string;
  };
};

function cardsPerPage(): number {
  return PER_PAGE_QUERIES.find(({ query }) => matchMedia(query).matches)?.perPage ?? 1;
}

/** The carousel's markup, which it owns only while it is one (the grid needs none of it). */
function describe(wrapper: HTMLElement, track: Element, carousel: boolean, copy: { of: string }) {
  const slides = [...track.children];
  const set = (element: Element, name: string, value: string) =>
    carousel ? element.setAttribute(name, value) : element.removeAttribute(name);
  set(wrapper, "role", "region");
  set(wrapper, "aria-roledescription", "carousel");
  slides.forEach((slide, index) => {
    set(slide, "role", "group");
    set(slide, "aria-roledescription", "slide");
    set(slide, "aria-label", `${index + 1} ${copy.of} ${slides.length}`);
  });
}

/**
 * The WAI-ARIA carousel pattern for the list SpecialtyCarousel draws: previous and next, dots,
 * arrow keys and a pause control; the rotation stops on hover and focus and never starts under
 * reduced motion. Above 1024 px the controls are hidden, so they never come into view and the
 * grid loads no script; the list's carousel semantics come and go with the layout.
 */
export function CarouselControls({ slideCount, labelledBy, copy }: CarouselControlsProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<{ wrapper: HTMLElement; track: HTMLElement } | null>(null);
  const [isCarousel, setIsCarousel] = useState(false);
  const [perPage, setPerPage] = useState(1);
  const [page, setPageState] = useState(0);
  /** The page shown, current even before React renders it: two quick key presses move twice. */
  const pageRef = useRef(0);
  const setPage = useCallback((next: number) => {
    pageRef.current = next;
    setPageState(next);
  }, []);
  /**
   * The page a control, key or the rotation is scrolling to, until the track arrives. A move that
   * starts while another is under way can end the earlier one where it stood: that scroll end
   * must not move the dots back. A swipe lets go of it.
   */
  const headingRef = useRef<number | null>(null);
  /** The visitor's own choice, once they make one; until then reduced motion means paused. */
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const paused = choice ? choice === "paused" : reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const pageCount = Math.max(1, Math.ceil(slideCount / perPage));
  const rotating = isCarousel && !paused && !hovered && !focused && pageCount > 1;

  // A new layout (fewer cards per page, or back from the grid) starts from the first page.
  const readMedia = useCallback(() => {
    setIsCarousel(matchMedia(CAROUSEL_QUERY).matches);
    setPerPage(cardsPerPage());
    headingRef.current = 0;
    setPage(0);
    listRef.current?.track.scrollTo({ left: 0, behavior: "instant" });
  }, [setPage]);

  useEffect(() => {
    const wrapper = rootRef.current?.closest<HTMLElement>("[data-carousel]");
    const track = wrapper?.firstElementChild;
    if (!wrapper || !(track instanceof HTMLElement)) return;
    listRef.current = { wrapper, track };
    wrapper.setAttribute("aria-labelledby", labelledBy);
    readMedia();
    const lists = WATCHED_QUERIES.map((query) => matchMedia(query));
    for (const list of lists) list.addEventListener("change", readMedia);
    const hover = (hovering: boolean) => (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(hovering);
    };
    const enter = hover(true);
    const leave = hover(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!wrapper.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    wrapper.addEventListener("pointerenter", enter);
    wrapper.addEventListener("pointerleave", leave);
    wrapper.addEventListener("focusin", focusIn);
    wrapper.addEventListener("focusout", focusOut);
    return () => {
      for (const list of lists) list.removeEventListener("change", readMedia);
      wrapper.removeEventListener("pointerenter", enter);
      wrapper.removeEventListener("pointerleave", leave);
      wrapper.removeEventListener("focusin", focusIn);
      wrapper.removeEventListener("focusout", focusOut);
    };
  }, [labelledBy, readMedia]);

  const showPage = useCallback(
    (target: number) => {
      const next = (target + pageCount) % pageCount;
      headingRef.current = next;
      setPage(next);
      const track = listRef.current?.track;
      const first = track?.children[0] as HTMLElement | undefined;
      const slide = track?.children[next * perPage] as HTMLElement | undefined;
      if (!track || !first || !slide) return;
      track.scrollTo({
        left: slide.offsetLeft - first.offsetLeft,
        behavior: matchMedia(REDUCED_MOTION_QUERY).matches ? "instant" : "smooth",
      });
    },
    [pageCount, perPage, setPage],
  );

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    describe(list.wrapper, list.track, isCarousel, copy);
    list.wrapper.dataset.carousel = isCarousel ? (rotating ? "rotating" : "stopped") : "grid";
    list.wrapper.dataset.page = String(page);
    // Laid out as a carousel: taps that came before now reach the controls
    // (components/site-script/early-taps.client.ts).
    if (isCarousel) list.wrapper.dataset.island = "ready";
    if (isCarousel) list.track.setAttribute("aria-live", rotating ? "off" : "polite");
    else list.track.removeAttribute("aria-live");
  }, [isCarousel, rotating, page, copy]);

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every page change, so a page shows for a full interval.
    const timer = setInterval(() => showPage(pageRef.current + 1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [rotating, showPage, page]);

  useEffect(() => {
    const wrapper = listRef.current?.wrapper;
    if (!wrapper || !isCarousel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") showPage(pageRef.current + 1);
      else if (event.key === "ArrowLeft") showPage(pageRef.current - 1);
      else return;
      event.preventDefault();
    };
    wrapper.addEventListener("keydown", onKeyDown);
    return () => wrapper.removeEventListener("keydown", onKeyDown);
  }, [isCarousel, showPage]);

  // A swipe moves the track itself; the dots follow once it settles.
  useEffect(() => {
    const track = listRef.current?.track;
    if (!track || !isCarousel) return;
    const pageShown = () => {
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
      return atEnd ? pageCount - 1 : Math.min(pageCount - 1, Math.round(nearest / perPage));
    };
    const settle = () => {
      const shown = pageShown();
      const heading = headingRef.current;
      if (heading !== null && shown !== heading) {
        // An interrupted move ended short: finish the one the visitor asked for.
        showPage(heading);
        return;
      }
      headingRef.current = null;
      setPage(shown);
    };
    const letGo = () => {
      headingRef.current = null;
    };
    track.addEventListener("scrollend", settle);
    track.addEventListener("pointerdown", letGo);
    track.addEventListener("wheel", letGo, { passive: true });
    return () => {
      track.removeEventListener("scrollend", settle);
      track.removeEventListener("pointerdown", letGo);
      track.removeEventListener("wheel", letGo);
    };
  }, [isCarousel, pageCount, perPage, setPage, showPage]);

  const controlClass =
    "grid size-11 place-items-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-card transition-colors hover:border-bolt-400 hover:text-bolt-600";

  return (
    // Shown once scripts run (the head marks that before the first paint), never in the grid.
    <div
      ref={rootRef}
      className="mt-6 hidden items-center justify-between gap-4 min-[1025px]:hidden! [html[data-js]_&]:flex"
    >
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={controlClass}
          aria-label={copy.previous}
          onClick={() => showPage(pageRef.current - 1)}
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
          onClick={() => showPage(pageRef.current + 1)}
        >
          <ArrowRightIcon className="size-5" />
        </button>
      </div>
      <button
        type="button"
        className={controlClass}
        aria-label={paused ? copy.play : copy.pause}
        onClick={() => setChoice(paused ? "playing" : "paused")}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
    </div>
  );
}
