import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import type { CalculatorCopy } from "@/content/schemas/copy/calculator";
import { CALCULATOR_SECTION_ID } from "./missed-call-calculator";

export type CalculatorSectionProps = {
  copy: CalculatorCopy["section"];
  tone?: "light" | "muted";
  children: ReactNode;
};

export function CalculatorSection({ copy, tone = "light", children }: CalculatorSectionProps) {
  return (
    <Section
      id={CALCULATOR_SECTION_ID}
      tone={tone}
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
    >
      {children}
    </Section>
  );
}
