import { ButtonLink } from "@/components/ui/button-link";
import { CheckList } from "@/components/blocks/check-list";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import { TestimonialCard } from "@/components/blocks/testimonial-card";
import type { Industry } from "@/content/schemas/records/industries";
import { paths } from "@/lib/paths";

export type IndustrySummaryProps = {
  ratingLabel: string;
  industry: Industry;
  /** Its place in the list, shown as "03 / 08". */
  position: { index: number; total: number };
};

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * An industry's section of /industries, anchored by its slug (the header dropdown's target):
 * what we do for it, in three points, a client's word, and the way to its page.
 */
export function IndustrySummary({ industry, position, ratingLabel }: IndustrySummaryProps) {
  return (
    <Section
      id={industry.slug}
      tone={position.index % 2 === 0 ? "light" : "muted"}
      eyebrow={`${twoDigits(position.index + 1)} / ${twoDigits(position.total)}`}
      heading={industry.name}
      intro={industry.summary}
    >
      <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <CheckList items={industry.bullets} className="space-y-4 text-ink-700" />
          <ButtonLink href={paths.industry(industry.slug)} variant="secondary" className="mt-9">
            {industry.linkLabel}
            <ArrowRightIcon />
          </ButtonLink>
        </div>
        <TestimonialCard testimonial={industry.testimonial} ratingLabel={ratingLabel} />
      </div>
    </Section>
  );
}
