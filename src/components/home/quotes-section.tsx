import type { ReactNode } from "react";
import { clsx } from "clsx";
import { Section } from "@/components/ui/section";
import { StarRating } from "@/components/blocks/star-rating";
import { TestimonialAttribution } from "@/components/blocks/testimonial-card";
import type { HomePage } from "@/content/schemas/copy/home";

export type QuotesSectionProps = {
  ratingLabel: string;
  copy: HomePage["quotes"];
  children: ReactNode;
};

export function quoteLabels(copy: HomePage["quotes"]): string[] {
  return copy.testimonials.map((testimonial) => `${testimonial.role}, ${testimonial.clinicType}`);
}

/** Client quotes, every one in the HTML, the first showing until the rotator takes over. */
export function QuotesSection({ copy, ratingLabel, children }: QuotesSectionProps) {
  return (
    <Section id="quotes" eyebrow={copy.eyebrow} heading={copy.heading}>
      <div className="relative overflow-hidden rounded-[1.5rem] border border-ink-100 bg-ink-50 p-6 shadow-card sm:p-10">
        <svg
          aria-hidden="true"
          viewBox="0 0 48 36"
          className="absolute top-6 right-6 w-20 text-bolt-100"
          fill="currentColor"
        >
          <path d="M0 36V21.6C0 9.7 6 2.5 18 0l2.2 5.3C13.6 7.4 10.4 11.3 10.1 17H19v19H0Zm28 0V21.6C28 9.7 34 2.5 46 0l2.2 5.3C41.6 7.4 38.4 11.3 38.1 17H47v19H28Z" />
        </svg>
        <div
          role="region"
          aria-label={copy.label}
          data-quote-rotator="stopped"
          data-active="0"
          data-island="waking"
          className="relative max-w-3xl"
        >
          <div className="grid" aria-live="polite">
            {copy.testimonials.map((testimonial, index) => (
              <div
                key={testimonial.slug}
                data-quote-slide=""
                className={clsx(
                  "[grid-area:1/1]",
                  index === 0 ? "motion-safe:animate-rise" : "invisible",
                )}
              >
                <figure>
                  <StarRating rating={testimonial.rating} label={ratingLabel} />
                  <blockquote className="mt-6 text-h3 font-medium text-pretty text-ink-900 sm:text-2xl">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <TestimonialAttribution testimonial={testimonial} className="mt-8" />
                </figure>
              </div>
            ))}
          </div>
          {children}
        </div>
      </div>
    </Section>
  );
}
