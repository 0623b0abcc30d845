import { CheckList } from "@/components/blocks/check-list";
import { Section } from "@/components/ui/section";
import { TestimonialCard } from "@/components/blocks/testimonial-card";
import type { Industry } from "@/content/schemas/records/industries";

export function IndustryJumpLinks({
  label,
  industries,
}: {
  label: string;
  industries: readonly Pick<Industry, "slug" | "menuLabel">[];
}) {
  return (
    <nav aria-label={label} className="w-full">
      <p className="text-sm font-semibold text-ink-300">{label}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {industries.map((industry) => (
          <li key={industry.slug}>
            <a
              href={`#${industry.slug}`}
              className="inline-flex h-10 items-center rounded-full border border-white/25 px-4 text-sm font-medium text-white transition-colors hover:border-white/50 hover:bg-white/10"
            >
              {industry.menuLabel}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function IndustryBenefits({
  industry,
  eyebrow,
  ratingLabel,
}: {
  industry: Industry;
  eyebrow: string;
  ratingLabel: string;
}) {
  return (
    <Section tone="muted" eyebrow={eyebrow} heading={industry.benefitsHeading}>
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <CheckList items={industry.benefits} className="space-y-4 text-lg text-ink-700" />
        <TestimonialCard testimonial={industry.testimonial} ratingLabel={ratingLabel} />
      </div>
    </Section>
  );
}
