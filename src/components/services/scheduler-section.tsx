import type { ReactNode } from "react";
import { CheckList } from "@/components/blocks/check-list";
import { Eyebrow, Section, type SectionTone } from "@/components/ui/section";
import type { Service } from "@/content/schemas/records/services";

export type SchedulerSectionProps = {
  copy: Service["scheduler"];
  tone?: SectionTone;
  children: ReactNode;
};

export function SchedulerSection({ copy, tone = "muted", children }: SchedulerSectionProps) {
  return (
    <Section id="book" tone={tone}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:items-center lg:gap-16">
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <h2 className="text-h2 font-bold text-balance">{copy.heading}</h2>
          {copy.intro ? <p className="mt-5 text-lead text-ink-600">{copy.intro}</p> : null}
          <CheckList items={copy.points} className="mt-8" />
        </div>
        {children}
      </div>
    </Section>
  );
}
