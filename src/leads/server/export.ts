import { ATTRIBUTION_FIELDS } from "@/leads/fields";
import { toCsv } from "@/server/csv";
import type { Lead } from "@/server/db/schema";
import { ANSWER_COLUMNS } from "./record/store";

export const LEAD_COLUMNS = [
  "id",
  "created_at",
  ...ANSWER_COLUMNS,
  ...ATTRIBUTION_FIELDS,
] as const satisfies readonly (keyof Lead)[];

export function leadsToCsv(leads: readonly Lead[]): string {
  return toCsv(
    LEAD_COLUMNS,
    leads.map((lead) => LEAD_COLUMNS.map((column) => lead[column])),
  );
}

export function leadsToJson(leads: readonly Lead[]): string {
  const rows = leads.map((lead) =>
    Object.fromEntries(LEAD_COLUMNS.map((column) => [column, lead[column]])),
  );
  return `${JSON.stringify(rows, null, 2)}\n`;
}
