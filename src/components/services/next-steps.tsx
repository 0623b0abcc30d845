import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import type { NavLink } from "@/routing/navigation";

export type NextStepsProps = { heading: string; body: string; links: readonly NavLink[] };

/** A short pointer to other pages, for visitors not ready to book yet; it follows a section. */
export function NextSteps({ heading, body, links }: NextStepsProps) {
  return (
    <Container className="pb-8">
      <section
        aria-labelledby="next-steps-heading"
        className="flex flex-col gap-6 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="max-w-2xl">
          <h2 id="next-steps-heading" className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-2 text-ink-600">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {links.map((link) => (
            <ButtonLink key={link.href} href={link.href} variant="secondary">
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </section>
    </Container>
  );
}
