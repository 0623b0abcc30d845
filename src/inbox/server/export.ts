import { leadsToCsv } from "@/leads/server/export";
import { auditRequest } from "./audit";
import { leadsUnder } from "@/leads/server/record/lead-list";
import { ownersOf, readListAddress } from "./leads-page";
import type { InboxLocals } from "./locals";

/** The leads the list shows under its filters, every page of them, as the leads command's CSV. */
export async function exportCsv(request: Request, url: URL, inbox: InboxLocals): Promise<Response> {
  const { filter } = readListAddress(url, inbox.searchSecret);
  const leads = await leadsUnder(inbox.db, ownersOf(filter, inbox), inbox.timeZone);
  await auditRequest(request, inbox, { action: "exported", detail: String(leads.length) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsToCsv(leads), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
