import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/schema";

/** A lead's bookings, the latest call first. */
export const bookingsOf = (db: Db, leadId: string): Promise<Booking[]> =>
  db
    .selectFrom("bookings")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("starts_at", "desc")
    .execute();
