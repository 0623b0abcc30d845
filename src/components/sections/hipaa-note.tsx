import { Container } from "@/components/ui/container";
import { ShieldIcon } from "@/components/ui/icons";
import { Markdown } from "@/components/ui/markdown";
import type { ServicePageCopy } from "@/content/schemas/copy/service-pages";

export type HipaaNoteProps = { copy: ServicePageCopy["hipaa"] };

/**
 * How the service treats patient privacy: HIPAA-minded, no PHI stored, BAA on request. It follows
 * a section, whose bottom spacing it shares.
 */
export function HipaaNote({ copy }: HipaaNoteProps) {
  return (
    <Container className="pb-16 sm:pb-24">
      <section
        id="hipaa"
        aria-labelledby="hipaa-heading"
        className="flex flex-col gap-6 rounded-card border border-teal-100 bg-teal-50 p-6 sm:flex-row sm:p-8"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-control bg-white text-teal-700 shadow-card">
          <ShieldIcon />
        </span>
        <div>
          <h2 id="hipaa-heading" className="text-xl font-bold tracking-tight text-ink-900">
            {copy.heading}
          </h2>
          <Markdown as="p" html={copy.body} className="mt-2 max-w-3xl text-ink-700" />
        </div>
      </section>
    </Container>
  );
}
