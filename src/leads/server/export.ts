import { ATTRIBUTION_FIELDS } from "@/leads/fields";
import type { Lead } from "@/server/db/schema";
import { ANSWER_COLUMNS } from "./store";

export const LEAD_COLUMNS = [
  "id",
  "created_at",
  ...ANSWER_COLUMNS,
  ...ATTRIBUTION_FIELDS,
] as const satisfies readonly (keyof Lead)[];

/**
 * One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never
 * runs a visitor's text as a formula.
 */
function csvCell(value: string | null): string {
  if (value === null) return "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: readonly Lead[]): string {
  const rows = leads.map((lead) => LEAD_COLUMNS.map((column) => csvCell(lead[column])).join(","));
  return `${[LEAD_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}

export function leadsToJson(leads: readonly Lead[]): string {
  const rows = leads.map((lead) =>
    Object.fromEntries(LEAD_COLUMNS.map((column) => [column, lead[column]])),
  );
  return `${JSON.stringify(rows, null, 2)}\n`;
}
