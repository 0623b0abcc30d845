import { StarIcon } from "./icons";

export type StarRatingProps = {
  /** Out of 5; a fraction fills part of the last star (4.8 → four stars and most of the fifth). */
  rating: number;
  /** The accessible name: "Rated 4.8 out of 5". */
  label: string;
};

const fiveStars = (className: string) => (
  <span className={className}>
    {[0, 1, 2, 3, 4].map((i) => (
      <StarIcon key={i} className="size-4 shrink-0" />
    ))}
  </span>
);

/**
 * Five stars filled to the rating, and the rating written beside them (so it never rests on the
 * stars' colour alone); one image to assistive technology.
 */
export function StarRating({ rating, label }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-2">
      <span className="relative inline-flex">
        {fiveStars("flex gap-1 text-ink-200")}
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(rating / 5) * 100}%` }}
        >
          {fiveStars("flex gap-1 text-amber-400")}
        </span>
      </span>
      <span className="text-sm font-semibold text-ink-700 tabular-nums">{rating.toFixed(1)}</span>
    </span>
  );
}
