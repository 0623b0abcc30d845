import { withOrigin } from "@/lib/lead-origin";
import type { Db } from "@/server/db/client";
import type { NewLead } from "@/server/db/schema";

/**
 * Leads written exactly as given, for the tests and benchmarks that need rows no visitor's
 * request makes (a date long past, a status already set, a suspicion, hundreds at once): the
 * one way to the table besides the lead feature's own, so the table keeps one owner.
 */
export async function insertExactLeads(db: Db, rows: NewLead[]): Promise<void> {
  await db.insertInto("leads").values(rows.map(withOrigin)).execute();
}
