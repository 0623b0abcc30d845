import { Section } from "@/components/ui/section";
import type { HomePage } from "@/content/home";

export type HowItWorksProps = { copy: HomePage["howItWorks"] };

/** The numbered steps from kickoff to booked patients, joined by a line on wide screens. */
export function HowItWorks({ copy }: HowItWorksProps) {
  return (
    <Section
      id="how-it-works"
      tone="muted"
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
    >
      <ol className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, index) => (
          <li key={step.title} className="relative">
            {index < copy.steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-6 right-4 left-16 hidden border-t border-ink-200 lg:block"
              />
            ) : null}
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-ink-900 text-sm font-bold text-white tabular-nums shadow-bolt"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-6 text-h3 font-semibold text-ink-900">{step.title}</h3>
            <p className="mt-3 text-ink-600">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
