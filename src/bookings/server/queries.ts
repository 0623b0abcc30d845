import { rowsOfLeads, type Db } from "@/server/db/client";
import type { Booking } from "@/server/db/schema";

/** A lead's bookings, the latest call first. */
export const bookingsOf = (db: Db, leadId: string): Promise<Booking[]> =>
  db
    .selectFrom("bookings")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("starts_at", "desc")
    .execute();

/** The bookings of each of many leads, the latest call first, as an export reads them. */
export const bookingsOfLeads = (
  db: Db,
  leadIds: readonly string[],
): Promise<Map<string, Booking[]>> =>
  rowsOfLeads(leadIds, (ids) =>
    db
      .selectFrom("bookings")
      .selectAll()
      .where("lead_id", "in", ids)
      .orderBy("starts_at", "desc")
      .execute(),
  );
