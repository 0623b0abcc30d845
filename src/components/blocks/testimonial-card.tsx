import type { Testimonial } from "@/content/schemas/records/testimonials";
import { cn } from "@/components/ui/cn";
import { StarRating } from "./star-rating";

export type TestimonialCardProps = {
  testimonial: Testimonial;
  ratingLabel: string;
  size?: "md" | "lg";
  className?: string;
};

export function TestimonialCard({
  testimonial,
  ratingLabel,
  size = "md",
  className,
}: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        "flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8",
        className,
      )}
    >
      <StarRating rating={testimonial.rating} label={ratingLabel} />
      <blockquote
        className={cn(
          "mt-5 font-medium text-ink-900",
          size === "lg" ? "text-lg sm:text-xl" : "text-lg",
        )}
      >
        <p>
          <span aria-hidden="true">“</span>
          {testimonial.quote}
          <span aria-hidden="true">”</span>
        </p>
      </blockquote>
      <TestimonialAttribution testimonial={testimonial} className="mt-auto pt-7" />
    </figure>
  );
}

export function TestimonialAttribution({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figcaption className={cn("flex items-center gap-4", className)}>
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-ink-900 text-lg font-bold text-bolt-300"
      >
        {testimonial.avatarLetter}
      </span>
      <span className="leading-snug">
        <span className="block font-semibold text-ink-900">{testimonial.role}</span>
        <span className="block text-[0.9375rem] text-ink-600">{testimonial.clinicType}</span>
      </span>
    </figcaption>
  );
}
