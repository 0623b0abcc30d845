import type { NewLead } from "@/server/db/schema";
import { FRONT_DESK, searchableLeads } from "./search-leads";

// Leads as the inbox's list shows them on a working morning: the newest minutes old, one every
// 47 minutes back, a download's form now and then (the site's stand-in name, an email alone), an
// address that wrote twice with its letters cased otherwise, and the older ones opened already.

const EVERY_MS = 47 * 60_000;

/** A download's lead: the form asks for an email alone, and sends the site's stand-in name. */
export const isDownload = (n: number) => n % 6 === 5;
/** Lead n, from the same address as lead n + 2, in capitals. */
export const isRepeat = (n: number) => n % 9 === 1;
/** No one has opened it yet: the newest six, and one in seven of the others. */
export const isUnopened = (n: number) => n < 6 || n % 7 === 3;

/** `count` leads, lead-0000 the newest, `now` minus a few minutes. */
export function triageLeads(count: number, now: Date): NewLead[] {
  const leads = searchableLeads(count + 2);
  return leads.slice(0, count).map((lead, n) => {
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const download = isDownload(n);
    return {
      ...lead,
      created_at: at(3 * 60_000 + n * EVERY_MS),
      // Not kept apart: the list's count of an address reads leads alone.
      suspected: null,
      // The same person again, their address typed in capitals this time.
      ...(isRepeat(n) && {
        name: leads[n + 2]!.name,
        practice: leads[n + 2]!.practice,
        email: leads[n + 2]!.email.toUpperCase(),
      }),
      ...(download && {
        form: "lead-magnet",
        name: "Website Visitor",
        practice: null,
        phone: null,
        business_type: null,
        subject: "Lead magnet: The missed-call checklist",
        message: "25 checks across your website, phones, messages and follow-up.",
        document: "missed-call-checklist",
      }),
      status: n < 6 ? "new" : lead.status,
      ...(!isUnopened(n) && {
        first_opened_at: at(n * EVERY_MS),
        first_opened_by: FRONT_DESK,
      }),
    };
  });
}
