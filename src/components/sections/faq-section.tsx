import { FaqAccordion } from "@/components/blocks/faq-accordion";
import { JsonLd } from "@/components/ui/json-ld";
import { Section } from "@/components/ui/section";
import type { FaqGroup } from "@/content/schemas/records/faqs";
import { faqJsonLd } from "@/content/readers/json-ld";

export type FaqSectionProps = { group: Omit<FaqGroup, "slug">; tone?: "light" | "muted" };

export function FaqSection({ group, tone = "muted" }: FaqSectionProps) {
  return (
    <Section id="faq" tone={tone} eyebrow={group.eyebrow} heading={group.heading}>
      <FaqAccordion items={group.items} />
      <JsonLd data={faqJsonLd(group.items)} />
    </Section>
  );
}
