import { Section, type SectionTone } from "@/components/ui/section";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import type { Testimonial } from "@/content/testimonials";

export type TestimonialsSectionProps = {
  /** What a screen reader hears for a star rating: "Rated # out of 5". */
  ratingLabel: string;
  copy: { eyebrow: string; heading: string; items: readonly Testimonial[] };
  tone?: SectionTone;
};

/** Client quotes side by side on wide screens, one under another on phones. */
export function TestimonialsSection({
  copy,
  ratingLabel,
  tone = "muted",
}: TestimonialsSectionProps) {
  return (
    <Section id="testimonials" tone={tone} eyebrow={copy.eyebrow} heading={copy.heading}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {copy.items.map((testimonial) => (
          <li key={testimonial.slug} className="flex">
            <TestimonialCard
              testimonial={testimonial}
              ratingLabel={ratingLabel}
              className="w-full"
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
