import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Section } from "@/components/ui/section";
import { StatList } from "@/components/blocks/stat-list";
import type { HomePage } from "@/content/schemas/copy/home";

export type ResultsBandProps = { copy: HomePage["results"]; schedulerUrl: string };

export function ResultsBand({ copy, schedulerUrl }: ResultsBandProps) {
  return (
    <Section
      id="results"
      tone="dark"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
    >
      <StatList stats={copy.stats} size="large" />
      <SchedulerLink
        schedulerUrl={schedulerUrl}
        size="lg"
        trackLabel="Book a Free Demo (home results)"
        className="mt-12"
      >
        {copy.cta}
      </SchedulerLink>
    </Section>
  );
}
