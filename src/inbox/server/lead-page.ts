import { randomUUID } from "node:crypto";
import { z } from "zod";
import { siteCopy } from "@/content/readers/collections";
import { estimateLabelsOf } from "@/lib/missed-calls";
import { leadEstimate, leadRows } from "@/leads/server/outbox/lead-summary";
import { eraseByEmail, ofAddress } from "@/leads/server/queries";
import type { AuditAction } from "@/server/audit-actions";
import { LEAD_STATUSES, type Booking, type Delivery, type Lead } from "@/server/db/schema";
import { inboxTime } from "../format-time";
import { INBOX_PATHS } from "../paths";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";
import { redirect } from "./request";

export const NOTE_MAX_LENGTH = 2000;

export type LeadNote = { id: string; author: string; body: string; createdAt: string };

type Rows = [label: string, value: string | null][];

export type LeadView = {
  lead: Lead;
  contact: Rows;
  attribution: Rows;
  estimate: readonly (readonly [string, string])[] | null;
  deliveries: Delivery[];
  bookings: Booking[];
  notes: LeadNote[];
  notice: "status" | "note" | undefined;
  /** A note that was not added, and why: kept so nothing typed is lost. */
  draft: { body: string; problem: "empty" | "too-long" } | undefined;
  /** Asked to erase the person: how many leads of their address that deletes. */
  erasing: { leads: number } | undefined;
};

const statusChange = z.object({ status: z.enum(LEAD_STATUSES) });

export const leadHref = (id: string) => `${INBOX_PATHS.leads}/${encodeURIComponent(id)}`;

/**
 * A lead's page: every field, where it came from, its deliveries and notes; its two forms post
 * here, a new status or a note, each recorded with who and when.
 */
export async function leadPage(
  request: Request,
  id: string,
  url: URL,
  inbox: InboxLocals,
): Promise<LeadView | Response | "not-found"> {
  const lead = await inbox.db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!lead) return "not-found";
  const who = inbox.signedIn?.staff.email ?? "";
  const record = (action: AuditAction, detail?: string) =>
    auditRequest(request, inbox, { action, leadId: id, detail });
  let draft: LeadView["draft"];
  if (request.method === "POST") {
    const form = await request.formData();
    if (form.get("action") === "erase") {
      const erased = await eraseByEmail(inbox.db, lead.email);
      await record("erased", String(erased.leads));
      return redirect(`${INBOX_PATHS.home}?erased=${erased.leads}&deliveries=${erased.deliveries}`);
    }
    if (form.get("action") === "status") {
      const change = statusChange.safeParse({ status: form.get("status") });
      if (change.success && change.data.status !== lead.status) {
        await inbox.db
          .updateTable("leads")
          .set({ status: change.data.status, status_by: who, status_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        await record("status-changed", change.data.status);
      }
      return redirect(`${leadHref(id)}?notice=status`);
    }
    const body = String(form.get("note") ?? "").trim();
    if (body && body.length <= NOTE_MAX_LENGTH) {
      await inbox.db
        .insertInto("lead_notes")
        .values({
          id: randomUUID(),
          lead_id: id,
          author: who,
          body,
          created_at: new Date().toISOString(),
        })
        .execute();
      await record("note-added");
      return redirect(`${leadHref(id)}?notice=note#notes`);
    }
    draft = { body: body.slice(0, NOTE_MAX_LENGTH * 2), problem: body ? "too-long" : "empty" };
  }
  const [deliveries, bookings, notes, copy, sameAddress] = await Promise.all([
    inbox.db
      .selectFrom("deliveries")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("created_at")
      .execute(),
    inbox.db
      .selectFrom("bookings")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("starts_at", "desc")
      .execute(),
    inbox.db
      .selectFrom("lead_notes")
      .select(["id", "author", "body", "created_at"])
      .where("lead_id", "=", id)
      .orderBy("created_at", "desc")
      .execute(),
    siteCopy(),
    url.searchParams.get("erase") === "confirm" ? leadsOfAddress(inbox, lead.email) : undefined,
  ]);
  const notice = url.searchParams.get("notice");
  const { contact, attribution } = leadRows(lead, copy.emails.leadNotification);
  const received = copy.emails.leadNotification.fields.received;
  return {
    lead,
    contact,
    // The agency's own clock, where the email gives the stored UTC time.
    attribution: attribution.map(([label, value]): Rows[number] =>
      label === received ? [label, inboxTime(lead.created_at, inbox.timeZone)] : [label, value],
    ),
    estimate: leadEstimate(lead, estimateLabelsOf(copy.calculator.tool)),
    deliveries,
    bookings,
    notes: notes.map((note) => ({ ...note, createdAt: note.created_at })),
    notice: notice === "status" || notice === "note" ? notice : undefined,
    draft,
    erasing: sameAddress === undefined ? undefined : { leads: sameAddress },
  };
}

async function leadsOfAddress(inbox: InboxLocals, email: string): Promise<number> {
  const row = await inbox.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(ofAddress(email))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
