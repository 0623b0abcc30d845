import type { ReactNode } from "react";
import { cn } from "./cn";
import { Container } from "./container";

export type SectionTone = "light" | "muted" | "dark";

export type SectionProps = {
  /** Anchor id, so the section can be linked to with a hash. */
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  children?: ReactNode;
};

const tones: Record<SectionTone, string> = {
  light: "bg-white text-ink-900",
  muted: "bg-ink-50 text-ink-900",
  dark: "bg-ink-900 text-white",
};

/** The one wrapper for page sections: spacing, tone, anchor id, heading block and reveal. */
export function Section({ id, tone = "light", eyebrow, heading, intro, children }: SectionProps) {
  const dark = tone === "dark";
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cn("py-16 sm:py-24", tones[tone])}
    >
      {/* Fades in when 18% of it is visible (at once under reduced motion). */}
      <Container data-reveal="">
        {heading ? (
          <div className="mb-10 max-w-3xl sm:mb-14">
            {eyebrow ? <Eyebrow dark={dark}>{eyebrow}</Eyebrow> : null}
            <h2 id={headingId} className="text-h2 font-bold text-balance">
              {heading}
            </h2>
            {intro ? (
              <p className={cn("mt-5 text-lead", dark ? "text-ink-200" : "text-ink-600")}>
                {intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

export function Eyebrow({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <p
      className={cn(
        "mb-4 inline-flex items-center gap-2 text-sm font-semibold tracking-wide uppercase",
        dark ? "text-bolt-300" : "text-bolt-600",
      )}
    >
      <span aria-hidden="true" className="h-px w-6 bg-current" />
      {children}
    </p>
  );
}
