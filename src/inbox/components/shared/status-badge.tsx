import { clsx } from "clsx";
import type { LeadStatus } from "@/server/db/schema";

const tones: Record<LeadStatus, string> = {
  new: "bg-bolt-50 text-bolt-700 ring-bolt-100",
  contacted: "bg-ink-50 text-ink-700 ring-ink-200",
  booked: "bg-teal-50 text-teal-700 ring-teal-100",
  won: "bg-teal-700 text-white ring-teal-700",
  lost: "bg-white text-ink-500 ring-ink-200",
};

export function StatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status],
      )}
    >
      {label}
    </span>
  );
}
