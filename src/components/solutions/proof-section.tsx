import { Section } from "@/components/ui/section";
import { TestimonialCard } from "@/components/blocks/testimonial-card";
import type { SolutionsPage } from "@/content/schemas/copy/solutions";
import { StatLinks } from "./stat-links";

export function ProofSection({
  copy,
  ratingLabel,
}: {
  copy: SolutionsPage["proof"];
  ratingLabel: string;
}) {
  return (
    <Section eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        <TestimonialCard testimonial={copy.testimonial} ratingLabel={ratingLabel} size="lg" />
        <StatLinks stats={copy.stats} />
      </div>
    </Section>
  );
}
