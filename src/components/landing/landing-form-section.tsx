import type { ReactNode } from "react";
import { CheckList } from "@/components/blocks/check-list";
import { PhoneIcon, ShieldIcon } from "@/components/ui/icons";
import { Section } from "@/components/ui/section";
import type { LandingPage } from "@/content/schemas/copy/landing";

export type LandingFormSectionProps = {
  id: string;
  copy: LandingPage["form"];
  call: { label: string; href: string };
  children: ReactNode;
};

/**
 * The lead form in its card, with what the call gives beside it on wide screens. On phones the
 * form comes first, straight under the heading, so a tap on any call to action lands on it.
 */
export function LandingFormSection({ id, copy, call, children }: LandingFormSectionProps) {
  return (
    <Section id={id} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro}>
      <div className="grid items-start gap-10 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <div className="lg:pt-4">
          <CheckList items={copy.points} badged />
          <p className="mt-8 flex gap-4 rounded-card border border-ink-100 bg-ink-50 p-5 text-[0.9375rem] text-ink-700">
            <ShieldIcon className="size-6 shrink-0 text-teal-600" />
            {copy.privacy}
          </p>
          <a
            href={call.href}
            className="mt-6 inline-flex items-center gap-3 font-semibold text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900"
          >
            <PhoneIcon className="size-5 text-bolt-600" />
            {call.label}
          </a>
        </div>
        <div className="order-first rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-lift sm:p-10 lg:order-none">
          {children}
        </div>
      </div>
    </Section>
  );
}
