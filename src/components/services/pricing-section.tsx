import { cn } from "@/components/ui/cn";
import { CheckList } from "@/components/blocks/check-list";
import { SchedulerLink } from "@/components/ui/scheduler-link";
import { Section } from "@/components/ui/section";
import { site } from "@/config/site";
import type { ServicePageCopy } from "@/content/schemas/copy/service-pages";
import type { Service } from "@/content/schemas/records/services";

export type PricingSectionProps = {
  service: Service;
  copy: ServicePageCopy["pricing"];
};

export function PricingSection({ service, copy }: PricingSectionProps) {
  const { pricing } = service;
  return (
    <Section
      id="pricing"
      tone="muted"
      eyebrow={pricing.eyebrow}
      heading={pricing.heading}
      intro={pricing.intro}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {pricing.tiers.map((tier) => (
          <li
            key={tier.name}
            data-tier={tier.name}
            className={cn(
              "relative flex flex-col rounded-card border bg-white p-6 sm:p-8",
              tier.featured ? "border-bolt-500 shadow-lift" : "border-ink-100 shadow-card",
            )}
          >
            <div className="flex items-center justify-between gap-4">
              <h3 className="text-2xl font-bold tracking-tight">{tier.name}</h3>
              {tier.featured ? (
                <span className="rounded-full bg-bolt-50 px-3 py-1 text-xs font-semibold tracking-wide text-bolt-600 uppercase">
                  {copy.featured}
                </span>
              ) : null}
            </div>
            <p className="mt-3 text-ink-600">{tier.fit}</p>
            <p className="mt-7 border-t border-ink-100 pt-6 text-sm font-semibold tracking-wide text-ink-500 uppercase">
              {copy.includes}
            </p>
            <CheckList items={tier.includes} className="mt-4 mb-8" />
            <SchedulerLink
              schedulerUrl={site.schedulerUrl}
              variant={tier.featured ? "primary" : "secondary"}
              size="lg"
              trackLabel={`Book ${tier.name} (${service.slug} pricing)`}
              className="mt-auto w-full"
            >
              {copy.book} {tier.name}
            </SchedulerLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
