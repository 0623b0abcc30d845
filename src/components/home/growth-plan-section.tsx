import type { ReactNode } from "react";
import { CheckList } from "@/components/blocks/check-list";
import { Section } from "@/components/ui/section";
import type { HomePage } from "@/content/schemas/copy/home";

export type GrowthPlanSectionProps = {
  copy: HomePage["leadForm"];
  children: ReactNode;
};

/** The section's id; its heading's id (sectionHeadingId) names the form. */
export const GROWTH_PLAN_SECTION_ID = "growth-plan";

export function GrowthPlanSection({ copy, children }: GrowthPlanSectionProps) {
  return (
    <Section
      id={GROWTH_PLAN_SECTION_ID}
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
      aside={<CheckList items={copy.points} badged className="mt-8" />}
    >
      <div className="rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10">
        {children}
        <p className="mt-5 text-sm text-ink-600">{copy.note}</p>
      </div>
    </Section>
  );
}
