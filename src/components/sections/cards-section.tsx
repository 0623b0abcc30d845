import { CardGrid, type CardGridItem } from "@/components/ui/card-grid";
import { Section, type SectionTone } from "@/components/ui/section";

export type CardsSectionProps = {
  id: string;
  copy: { eyebrow: string; heading: string; intro?: string; items: readonly CardGridItem[] };
  tone?: SectionTone;
  numbered?: boolean;
};

/** A headed section of titled cards: benefits, channels, pages to read next. */
export function CardsSection({ id, copy, tone, numbered }: CardsSectionProps) {
  return (
    <Section id={id} tone={tone} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <CardGrid items={copy.items} numbered={numbered} />
    </Section>
  );
}
