import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import type { CalculatorCopy } from "@/content/calculator";
import { CALCULATOR_SECTION_ID } from "./missed-call-calculator";

export type CalculatorSectionProps = {
  copy: CalculatorCopy["section"];
  tone?: "light" | "muted";
  /** The calculator itself, an island (MissedCallCalculator). */
  children: ReactNode;
};

/** The missed-call calculator's section: its heading and, under it, the calculator. */
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
