import type { Db } from "@/server/db/client";
import type { Lead } from "@/server/db/schema";

/**
 * The staff who get a lead's email besides LEAD_EMAIL_TO, read when it is sent: the inbox's to
 * say (src/inbox/server/lead-recipients.ts), handed in by src/app and cli.
 */
export type StaffRecipients = (db: Db, lead: Lead) => Promise<readonly string[]>;

/** LEAD_EMAIL_TO's addresses (comma-separated), then the staff's: each once, whatever its case. */
export function leadEmailRecipients(agency: string, staff: readonly string[] = []): string[] {
  const seen = new Set<string>();
  return [...agency.split(","), ...staff]
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (!address || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
