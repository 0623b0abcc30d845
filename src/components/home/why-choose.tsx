import type { ReactNode } from "react";
import { CardGrid } from "@/components/blocks/card-grid";
import { IconCard } from "@/components/blocks/icon-card";
import { BoltIcon, CalendarIcon, ClockIcon, ShieldIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import type { BenefitIcon, HomePage } from "@/content/schemas/copy/home";

const icons: Record<BenefitIcon, ReactNode> = {
  bolt: <BoltIcon />,
  clock: <ClockIcon />,
  calendar: <CalendarIcon />,
  shield: <ShieldIcon />,
};

export type WhyChooseProps = { copy: HomePage["whyChoose"] };

export function WhyChoose({ copy }: WhyChooseProps) {
  return (
    <Section id="why-choose" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <CardGrid items={copy.benefits} gap={5}>
        {(benefit) => (
          <li key={benefit.title}>
            <IconCard icon={icons[benefit.icon]} title={benefit.title}>
              <p>{benefit.body}</p>
            </IconCard>
          </li>
        )}
      </CardGrid>
    </Section>
  );
}
