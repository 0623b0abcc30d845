import { Section, type SectionTone } from "@/components/ui/section";
import { TestimonialCard } from "@/components/blocks/testimonial-card";
import type { Testimonial } from "@/content/schemas/records/testimonials";

export type TestimonialsSectionProps = {
  ratingLabel: string;
  copy: { eyebrow: string; heading: string; items: readonly Testimonial[] };
  tone?: SectionTone;
};

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
