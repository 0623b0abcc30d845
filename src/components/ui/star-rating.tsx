import { useId } from "react";
import { chrome } from "@/content/chrome";
import { fillNumber } from "@/content/lib/fields";
import { cn } from "./cn";

export type StarRatingProps = { rating: number; className?: string };

const STAR = "M10 1.7l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.6l-5.1 2.9L6 11.7l-4.3-4 5.8-.7L10 1.7Z";
const STAR_OFFSETS = [0, 20, 40, 60, 80];

/**
 * Five stars filled to the rating (4.8 fills most of the fifth) and the figure beside them, read
 * as "Rated 4.8 out of 5". The
 * fill is an SVG clip, not an inline style, so the strict style policy holds.
 */
export function StarRating({ rating, className }: StarRatingProps) {
  const clipId = useId();
  const stars = STAR_OFFSETS.map((x) => <path key={x} d={STAR} transform={`translate(${x} 0)`} />);
  return (
    <p className={cn("relative inline-flex items-center gap-2", className)}>
      <span className="sr-only">{fillNumber(chrome.ratingLabel, rating)}</span>
      <svg viewBox="0 0 100 20" aria-hidden="true" className="h-4 w-20">
        <clipPath id={clipId}>
          <rect width={rating * 20} height="20" />
        </clipPath>
        <g className="fill-ink-200">{stars}</g>
        <g className="fill-amber-400" clipPath={`url(#${clipId})`}>
          {stars}
        </g>
      </svg>
      <span aria-hidden="true" className="text-sm font-semibold text-ink-700">
        {rating.toFixed(1)}
      </span>
    </p>
  );
}
