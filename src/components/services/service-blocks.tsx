import {
  ArrowRightIcon,
  BrowserIcon,
  FollowUpIcon,
  PhoneIcon,
  TargetIcon,
} from "@/components/ui/icons";
import { CheckList } from "@/components/blocks/check-list";
import { Section } from "@/components/ui/section";
import type { ServicesOverview } from "@/content/schemas/copy/service-pages";

export type ServiceBlocksProps = { blocks: ServicesOverview["blocks"] };

const icons = {
  ads: TargetIcon,
  websites: BrowserIcon,
  receptionist: PhoneIcon,
  nurture: FollowUpIcon,
};

export function ServiceBlocks({ blocks }: ServiceBlocksProps) {
  return (
    <Section id="services" eyebrow={blocks.eyebrow} heading={blocks.heading} intro={blocks.intro}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {blocks.items.map((block) => {
          const Icon = icons[block.kind];
          return (
            <li
              key={block.kind}
              id={block.kind}
              className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-control bg-bolt-50 text-bolt-600">
                  <Icon className="size-6" />
                </span>
                <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">
                  {block.label}
                </p>
              </div>
              <h3 className="mt-6 text-2xl leading-tight font-bold tracking-tight text-balance">
                {block.title}
              </h3>
              <p className="mt-4 text-ink-600">{block.body}</p>
              <CheckList items={block.points} className="mt-6 mb-8" />
              <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-ink-100 pt-6">
                <p className="flex flex-col">
                  <span className="text-3xl font-bold tracking-tight text-ink-900 tabular-nums">
                    {block.proof.value}
                  </span>
                  <span className="text-sm text-ink-600">{block.proof.label}</span>
                </p>
                {block.link ? (
                  <a
                    href={block.link.href}
                    className="inline-flex items-center gap-2 rounded font-semibold text-bolt-600 underline-offset-4 hover:underline"
                  >
                    {block.link.label}
                    <ArrowRightIcon />
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
