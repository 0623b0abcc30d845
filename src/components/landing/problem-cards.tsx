import type { ReactNode } from "react";
import { CardGrid } from "@/components/blocks/card-grid";
import { IconCard } from "@/components/blocks/icon-card";
import { ClockIcon, MegaphoneIcon, PhoneIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import type { LandingPage, ProblemIcon } from "@/content/schemas/copy/landing";

const icons: Record<ProblemIcon, ReactNode> = {
  "missed-calls": <PhoneIcon className="size-6" />,
  ads: <MegaphoneIcon />,
  "on-call": <ClockIcon className="size-6" />,
};

export type ProblemCardsProps = { copy: LandingPage["problems"] };

export function ProblemCards({ copy }: ProblemCardsProps) {
  return (
    <Section id="problems" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <CardGrid items={copy.items} gap={5}>
        {(item) => (
          <li key={item.title}>
            <IconCard icon={icons[item.icon]} title={item.title}>
              <p>{item.body}</p>
            </IconCard>
          </li>
        )}
      </CardGrid>
    </Section>
  );
}
