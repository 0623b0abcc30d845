import { FigureList, type Figure } from "@/components/blocks/figure-list";
import { Section } from "@/components/ui/section";

export type FiguresSectionProps = {
  copy: { eyebrow: string; heading: string; intro?: string; figures: readonly Figure[] };
};

const columns: Record<number, string> = {
  3: "sm:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
};

export function FiguresSection({ copy }: FiguresSectionProps) {
  return (
    <Section
      id="results"
      tone="dark"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
    >
      <FigureList
        figures={copy.figures}
        tone="dark"
        className={columns[copy.figures.length] ?? columns[4]}
      />
    </Section>
  );
}
