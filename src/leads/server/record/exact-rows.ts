import { withOrigin } from "@/lib/lead-origin";
import type { Db } from "@/server/db/client";
import { indexLeads } from "@/server/db/lead-search";
import type { LeadNotesTable, NewLead } from "@/server/db/schema";

/**
 * Leads written exactly as given, with staff notes on them if any, for the tests and benchmarks
 * that need rows no visitor's request makes (a date long past, a status already set, a
 * suspicion, hundreds at once): the one way to the table besides the lead feature's own, so the
 * table keeps one owner, and its search index follows.
 */
export async function insertExactLeads(
  db: Db,
  rows: NewLead[],
  notes: LeadNotesTable[] = [],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("leads").values(rows.map(withOrigin)).execute();
    if (notes.length) await trx.insertInto("lead_notes").values(notes).execute();
    const leadIds = new Set([...rows.map((row) => row.id), ...notes.map((note) => note.lead_id)]);
    await indexLeads(trx, [...leadIds]);
  });
}
