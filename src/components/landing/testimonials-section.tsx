import { Section, type SectionTone } from "@/components/ui/section";
import { TestimonialCard } from "@/components/ui/testimonial-card";
import type { Testimonial } from "@/content/testimonials";

export type TestimonialsSectionProps = {
  copy: { eyebrow: string; heading: string; items: readonly Testimonial[] };
  tone?: SectionTone;
};

/** Client quotes side by side on wide screens, one under another on phones. */
export function TestimonialsSection({ copy, tone = "muted" }: TestimonialsSectionProps) {
  return (
    <Section id="testimonials" tone={tone} eyebrow={copy.eyebrow} heading={copy.heading}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {copy.items.map((testimonial) => (
          <li key={testimonial.slug} className="flex">
            <TestimonialCard testimonial={testimonial} className="w-full" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
