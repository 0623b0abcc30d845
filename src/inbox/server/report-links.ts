import type { LeadListFilter } from "@/leads/server/record/lead-list";
import type { ReportDimension } from "@/lib/report-dimensions";
import { OTHER } from "@/lib/traffic-source";
import { listHref } from "./list-address";
import type { ReportRow } from "./report";
import { addDays, type ReportPeriod } from "./report-calendar";

/**
 * The list's filters for the leads a report row counts: the row's days in the agency's time
 * zone (a week's within the period) and where they came from, named as the report names it.
 * None for (other), which sums every row not shown.
 */
export function reportRowFilter(
  dimension: ReportDimension,
  key: string,
  period: ReportPeriod,
): LeadListFilter | null {
  if (key === OTHER) return null;
  const days = { from: period.from, to: period.to };
  switch (dimension) {
    case "week": {
      const sunday = addDays(key, 6);
      return {
        from: key < period.from ? period.from : key,
        to: sunday > period.to ? period.to : sunday,
      };
    }
    case "source":
      return { ...days, source: key };
    case "campaign":
      return { ...days, campaign: key };
    case "page":
      return { ...days, page: key };
    case "form":
      return { ...days, form: key };
  }
}

/** The list of the leads a report row counts (`reportRowFilter`); none for (other). */
export function reportRowHref(
  dimension: ReportDimension,
  row: Pick<ReportRow, "key">,
  period: ReportPeriod,
): string | null {
  const filter = reportRowFilter(dimension, row.key, period);
  return filter && listHref({ filter, find: undefined });
}

/** The list of every lead the period counts. */
export const reportPeriodHref = (period: ReportPeriod): string =>
  listHref({ filter: { from: period.from, to: period.to }, find: undefined });
