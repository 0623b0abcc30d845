import type { ReactNode } from "react";
import { cn } from "./cn";
import { Container } from "./container";

export type SectionTone = "light" | "muted" | "dark";

export type SectionProps = {
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading?: string;
  intro?: string;
  /**
   * Content under the heading block (a checklist, a note). With it, the heading block and this
   * content form a column beside the children on wide screens.
   */
  aside?: ReactNode;
  children?: ReactNode;
};

const tones: Record<SectionTone, string> = {
  light: "bg-white text-ink-900",
  muted: "bg-ink-50 text-ink-900",
  dark: "bg-ink-900 text-white",
};

/** The one wrapper for page sections: spacing, tone, anchor id, heading block and reveal. */
export function Section({
  id,
  tone = "light",
  eyebrow,
  heading,
  intro,
  aside,
  children,
}: SectionProps) {
  const dark = tone === "dark";
  const headingId = id ? sectionHeadingId(id) : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      // Laid out only as it nears the viewport, on phones and tablets (src/styles/global.css).
      data-drawn-when-near=""
      className={cn("py-16 sm:py-24", tones[tone])}
    >
      {/* Fades in when 18% of it is visible (at once under reduced motion). */}
      <Container
        data-reveal=""
        className={cn(aside && "grid items-start gap-10 lg:grid-cols-2 lg:gap-16")}
      >
        {heading ? (
          <div className={cn("max-w-3xl", !aside && "mb-10 sm:mb-14")}>
            {eyebrow ? <Eyebrow dark={dark}>{eyebrow}</Eyebrow> : null}
            <h2 id={headingId} className="text-h2 font-bold text-balance">
              {heading}
            </h2>
            {intro ? (
              <p className={cn("mt-5 text-lead", dark ? "text-ink-200" : "text-ink-600")}>
                {intro}
              </p>
            ) : null}
            {aside}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

export function sectionHeadingId(sectionId: string): string {
  return `${sectionId}-heading`;
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
