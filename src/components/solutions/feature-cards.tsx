import type { ComponentType } from "react";
import { CheckList } from "@/components/blocks/check-list";
import {
  BoltIcon,
  CalendarCheckIcon,
  CaptureIcon,
  ChartIcon,
  ChatIcon,
  MegaphoneIcon,
  type IconProps,
} from "@/components/ui/icons";
import type { FeatureIcon, SolutionFeature } from "@/content/schemas/copy/solutions";

const ICONS: Record<FeatureIcon, ComponentType<IconProps>> = {
  ads: MegaphoneIcon,
  capture: CaptureIcon,
  response: BoltIcon,
  nurture: ChatIcon,
  booked: CalendarCheckIcon,
  reporting: ChartIcon,
};

export type FeatureCardsProps = { features: readonly SolutionFeature[] };

/**
 * The system's parts as cards, each anchored by its id. A card takes focus when a link to it is
 * followed (tabIndex -1: focusable, yet not a tab stop), so keyboard and screen-reader users
 * continue from the card they chose, and its border lights up while it is the URL's target.
 */
export function FeatureCards({ features }: FeatureCardsProps) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => {
        const Icon = ICONS[feature.icon];
        return (
          <article
            key={feature.id}
            id={feature.id}
            tabIndex={-1}
            aria-labelledby={`${feature.id}-title`}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card target:border-bolt-400 sm:p-8"
          >
            <div className="flex items-center gap-3">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-bolt-50 text-bolt-600">
                <Icon className="size-6" />
              </span>
              <p className="text-sm font-semibold tracking-wide text-bolt-600 uppercase">
                {feature.eyebrow}
              </p>
            </div>
            <h3
              id={`${feature.id}-title`}
              className="mt-6 text-h3 font-bold tracking-tight text-balance"
            >
              {feature.title}
            </h3>
            <p className="mt-3 text-ink-600">{feature.body}</p>
            <CheckList items={feature.points} className="mt-6 text-[0.9375rem] text-ink-700" />
            <p className="mt-auto pt-7">
              <span className="inline-flex rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-700">
                {feature.highlight}
              </span>
            </p>
          </article>
        );
      })}
    </div>
  );
}
