import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { fillTemplate } from "@/lib/text/fill-template";
import type { ReportDimension } from "@/lib/report-dimensions";
import type { PartialWeek } from "./server/report";

/** Booked leads as a share of leads, to a tenth of a percent; none without leads. */
export const bookedRate = (row: { leads: number; booked: number }): number | null =>
  row.leads ? Math.round((row.booked / row.leads) * 1000) / 10 : null;

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** One of the agency's days (YYYY-MM-DD) as it reads it: Nov 23, 2026. */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A breakdown's key as the agency reads it: a week by its Monday, a form by its name. */
export function reportLabel(
  dimension: ReportDimension,
  key: string,
  formNames: Record<string, string>,
): string {
  if (dimension === "week") return dayLabel(key);
  if (dimension === "form") return formNames[key] ?? key;
  return key;
}

/** What a partial week holds: this week so far, or the days of it the period takes. */
export const partialNote = ({ days, ongoing }: PartialWeek, copy: InboxCopy["report"]) =>
  fillTemplate(ongoing ? copy.ongoingDays : copy.partialDays, { days });

/** A figure's change from the period before, signed: +12, −3, ±0. */
export function signedChange(change: number, format: (value: number) => string): string {
  if (change === 0) return `±${format(0)}`;
  return `${change > 0 ? "+" : "−"}${format(Math.abs(change))}`;
}
