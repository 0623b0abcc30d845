import type { ReactNode } from "react";
import { clsx } from "clsx";

export type NoticeProps = { tone: "done" | "problem" | "info"; children: ReactNode };

/** A line about what just happened; a problem is announced at once, the rest politely. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <p
      role={tone === "problem" ? "alert" : "status"}
      className={clsx(
        "rounded-control border px-4 py-3 text-sm leading-relaxed",
        tone === "done" && "border-teal-100 bg-teal-50 text-teal-700",
        tone === "problem" && "border-red-200 bg-red-50 text-red-800",
        tone === "info" && "border-bolt-100 bg-bolt-50 text-ink-800",
      )}
    >
      {children}
    </p>
  );
}
