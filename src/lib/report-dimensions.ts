// Apart from the report's code, which needs the database: the content's schema (read by the
// browser editor too) names a heading for each.
/** The report's breakdowns, each a chart, a table and a CSV file. */
export const REPORT_DIMENSIONS = ["week", "source", "campaign", "page", "form"] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
