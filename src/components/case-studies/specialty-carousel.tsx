import type { ReactNode } from "react";

export type SpecialtyCarouselProps = {
  slides: readonly ReactNode[];
  children: ReactNode;
};

/**
 * A horizontal list that snaps card by card up to 1024 px, so it swipes without any script, and a
 * grid above; the controls (CarouselControls) find the track as the wrapper's first child and
 * each slide as a child of the track. Below 1024 px the track, and each card, is laid out only as
 * it nears the viewport (data-drawn-when-near, src/styles/global.css).
 */
export function SpecialtyCarousel({ slides, children }: SpecialtyCarouselProps) {
  return (
    <div data-carousel="grid" data-page="0" data-island="waking">
      <div
        data-drawn-when-near
        data-carousel-track
        // Positioned, so visually hidden text in far slides stays inside the scroller.
        className="relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-2 min-[1025px]:mx-0 min-[1025px]:grid min-[1025px]:grid-cols-2 min-[1025px]:overflow-visible min-[1025px]:px-0 min-[1100px]:grid-cols-3 sm:-mx-8 sm:scroll-px-8 sm:px-8 [html[data-js]_&]:[scrollbar-width:none] [html[data-js]_&]:[&::-webkit-scrollbar]:hidden"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="shrink-0 basis-[88%] snap-start min-[760px]:basis-[calc((100%-1.25rem)/2)]"
          >
            {slide}
          </div>
        ))}
      </div>
      {children}
    </div>
  );
}
