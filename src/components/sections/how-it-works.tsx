import { NumberedSteps } from "@/components/blocks/numbered-steps";
import { Section } from "@/components/ui/section";
import type { HomePage } from "@/content/schemas/copy/home";

export type HowItWorksProps = { copy: HomePage["howItWorks"] };

export function HowItWorks({ copy }: HowItWorksProps) {
  return (
    <Section
      id="how-it-works"
      tone="muted"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
    >
      <NumberedSteps steps={copy.steps} />
    </Section>
  );
}
