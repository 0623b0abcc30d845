import type { ReportDimension } from "@/lib/report-dimensions";

/** Booked leads as a share of leads, to a tenth of a percent; none without leads. */
export const bookedRate = (row: { leads: number; booked: number }): number | null =>
  row.leads ? Math.round((row.booked / row.leads) * 1000) / 10 : null;

const weekFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A breakdown's key as the agency reads it: a week by its Monday, a form by its name. */
export function reportLabel(
  dimension: ReportDimension,
  key: string,
  formNames: Record<string, string>,
): string {
  if (dimension === "week") return weekFormat.format(new Date(`${key}T00:00:00Z`));
  if (dimension === "form") return formNames[key] ?? key;
  return key;
}
