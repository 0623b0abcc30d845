import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import { clip } from "@/leads/attribution";
import { BOOKING_FORM } from "@/leads/booking-lead";
import { PHONE_PATTERN, UTM_VALUE_MAX } from "@/leads/fields";
import { LEAD_FIELD_RULES } from "@/leads/field-rules";
import { UTM_PARAMS } from "@/lib/campaign";
import { withOrigin } from "@/lib/lead-origin";
import type { Db } from "@/server/db/client";
import { indexLeads } from "@/server/db/lead-search";
import type { LeadStatus, NewLead, SuspicionReason } from "@/server/db/schema";
import { ofAddress } from "./queries";
import type { NewLeadRule } from "./store";

export type LeadRef = { id: string; status: LeadStatus };

/** Someone who booked, as the scheduler tells it. */
export type Booker = {
  email: string;
  name?: string | null;
  phone?: string | null;
  /** The campaign the booking link carried. */
  campaign?: Partial<Record<(typeof UTM_PARAMS)[number], string | null>> | null;
};

const PHONE = new RegExp(`^${PHONE_PATTERN}$`, "v");

/**
 * The lead `carriedId` names if it is of `email` (any case), else the latest lead of that address.
 * A submission kept apart as suspected is no lead.
 */
export async function leadForBooking(
  db: Db,
  email: string,
  carriedId: string | null | undefined,
): Promise<LeadRef | undefined> {
  const leads = db
    .selectFrom("leads")
    .select(["id", "status"])
    .where(ofAddress(email))
    .where("suspected", "is", null);
  const carried = carriedId
    ? await leads.where("id", "=", carriedId).executeTakeFirst()
    : undefined;
  return (
    carried ?? leads.orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst()
  );
}

/**
 * Leads that bookings made since `since`, not counting those kept apart as suspected; one released
 * since counts when its booking made it, not at its release (submitted_at).
 */
export async function bookingLeadsSince(db: Db, since: Date): Promise<number> {
  const { made } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("made"))
    .where("form", "=", BOOKING_FORM)
    .where("suspected", "is", null)
    .where(sql`coalesce(submitted_at, created_at)`, ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(made);
}

/**
 * A lead of their own for someone who booked without a form: the name and phone held to the
 * forms' limits (a phone only if it reads as one), the campaign to the site's; the agency's rule
 * gives it an owner unless it is kept apart as suspected.
 */
export async function leadFromBooking(
  db: Db,
  { email, name, phone, campaign }: Booker,
  {
    at,
    suspected,
    newLeadRule,
  }: { at: string; suspected: SuspicionReason | null; newLeadRule?: NewLeadRule },
): Promise<LeadRef> {
  const number = clip(phone ?? "", LEAD_FIELD_RULES.phone.max);
  const id = randomUUID();
  await db
    .insertInto("leads")
    .values(
      withOrigin<NewLead>({
        id,
        created_at: at,
        form: BOOKING_FORM,
        name: clip(name ?? "", LEAD_FIELD_RULES.name.max) || email,
        email,
        phone: PHONE.test(number) && number ? number : null,
        suspected,
        ...Object.fromEntries(
          UTM_PARAMS.map((key) => [key, clip(campaign?.[key] ?? "", UTM_VALUE_MAX) || null]),
        ),
      }),
    )
    .execute();
  await indexLeads(db, [id]);
  if (!suspected) await newLeadRule?.(db, { id, at });
  return { id, status: "new" };
}
