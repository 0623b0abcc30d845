import type { ReactNode } from "react";

export type InboxPanelProps = {
  heading: string;
  intro?: string;
  /** An anchor a form's answer returns to. */
  id?: string;
  children: ReactNode;
};

/** A titled white card on an inbox page. */
export function InboxPanel({ heading, intro, id, children }: InboxPanelProps) {
  return (
    <section
      id={id}
      className="scroll-mt-6 rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-7"
    >
      <h2 className="text-lg font-bold tracking-tight text-ink-900">{heading}</h2>
      {intro ? <p className="mt-1.5 max-w-prose text-[0.9375rem] text-ink-600">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
