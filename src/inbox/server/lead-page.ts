import { z } from "zod";
import { siteCopy } from "@/content/readers/collections";
import { leadCopy } from "@/leads/copy/reader";
import { estimateLabelsOf } from "@/lib/missed-calls";
import { leadEstimate, leadRows } from "@/leads/server/outbox/lead-summary";
import {
  addNote,
  NOTE_MAX_LENGTH,
  notesOf,
  type LeadNote,
  type NoteProblem,
} from "@/leads/server/record/notes";
import { countLeadsOf, deliveriesOf, eraseByEmail, leadById } from "@/leads/server/record/queries";
import { setLeadStatus } from "@/leads/server/record/status";
import { bookingsOf } from "@/bookings/server/queries";
import type { AuditAction } from "@/server/audit-actions";
import type { Db } from "@/server/db/client";
import {
  LEAD_STATUSES,
  type Booking,
  type Delivery,
  type Lead,
  type LeadStatus,
} from "@/server/db/schema";
import { inboxTime } from "../format-time";
import { INBOX_PATHS, LEAD_REVISION } from "@/lib/inbox-paths";
import { staffNamesOf, type StaffNames } from "../auth/staff";
import { auditRequest } from "./audit";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";

type Rows = [label: string, value: string | null][];

export type LeadView = {
  lead: Lead;
  contact: Rows;
  attribution: Rows;
  estimate: readonly (readonly [string, string])[] | null;
  deliveries: Delivery[];
  bookings: Booking[];
  notes: LeadNote[];
  /** The names of the staff the page mentions, by their email. */
  names: StaffNames;
  notice: "status" | "note" | undefined;
  /**
   * A status not saved: another change came after the page the person sent it from (`stale`,
   * with their choice, kept in the form), or the form could not be read.
   */
  refusedStatus: { problem: "stale"; wanted: LeadStatus } | { problem: "unreadable" } | undefined;
  /** What changes with every change the page shows of the agency's work (leadRevision). */
  revision: string;
  /** A note that was not added, and why: kept so nothing typed is lost. */
  draft: { body: string; problem: NoteProblem } | undefined;
  /** Asked to erase the person: how many leads of their address that deletes. */
  erasing: { leads: number } | undefined;
};

const statusChange = z.object({
  status: z.enum(LEAD_STATUSES),
  /** The lead's version the page showed (setLeadStatus). */
  version: z.coerce.number().int().positive(),
});

export const leadHref = (id: string) => `${INBOX_PATHS.leads}/${encodeURIComponent(id)}`;
export const leadRevisionHref = (id: string) => `${leadHref(id)}/${LEAD_REVISION}`;

/**
 * Changes whenever another change the lead's page shows comes: a status (the lead's version), a
 * note, a booking or its cancellation. The page's script compares it with the one it was shown.
 */
const revisionOf = (lead: Lead, notes: readonly LeadNote[], bookings: readonly Booking[]) =>
  [
    lead.version,
    notes.length,
    bookings.length,
    bookings.filter((booking) => booking.canceled_at).length,
  ].join(".");

/** The page's HTTP status: a form sent back to mend (422), a change refused as stale (409). */
export function leadPageStatus(view: LeadView): number {
  if (view.draft || view.refusedStatus?.problem === "unreadable") return 422;
  return view.refusedStatus?.problem === "stale" ? 409 : 200;
}

/** A lead's revision as JSON, for its page's script to tell that it changed elsewhere. */
export async function leadRevision(db: Db, id: string): Promise<Response> {
  const lead = await leadById(db, id);
  if (!lead) return Response.json({ message: "No such lead." }, { status: 404 });
  const [notes, bookings] = await Promise.all([notesOf(db, id), bookingsOf(db, id)]);
  return Response.json({ revision: revisionOf(lead, notes, bookings) });
}

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
  const lead = await leadById(inbox.db, id);
  if (!lead) return "not-found";
  const who = inbox.signedIn?.staff.email ?? "";
  const record = (action: AuditAction, detail?: string) =>
    auditRequest(request, inbox, { action, leadId: id, detail });
  let draft: LeadView["draft"];
  let refusedStatus: LeadView["refusedStatus"];
  if (request.method === "POST") {
    const form = await request.formData();
    const at = new Date().toISOString();
    if (form.get("action") === "erase") {
      const erased = await eraseByEmail(inbox.db, lead.email);
      await record("erased", String(erased.leads));
      return redirect(`${INBOX_PATHS.home}?erased=${erased.leads}&deliveries=${erased.deliveries}`);
    }
    if (form.get("action") === "status") {
      const change = statusChange.safeParse({
        status: form.get("status"),
        version: form.get("version"),
      });
      if (!change.success) {
        refusedStatus = { problem: "unreadable" };
      } else {
        const { status, version } = change.data;
        const outcome = await setLeadStatus(inbox.db, {
          leadId: id,
          status,
          by: who,
          at,
          seen: version,
        });
        if (outcome !== "stale") {
          if (outcome === "changed") await record("status-changed", status);
          return redirect(`${leadHref(id)}?notice=status`);
        }
        refusedStatus = { problem: "stale", wanted: status };
      }
    }
    if (form.get("action") === "note") {
      const text = String(form.get("note") ?? "");
      const problem = await addNote(inbox.db, { leadId: id, author: who, text, at });
      if (!problem) {
        await record("note-added");
        return redirect(`${leadHref(id)}?notice=note#notes`);
      }
      draft = { body: text.trim().slice(0, NOTE_MAX_LENGTH * 2), problem };
    }
  }
  const [deliveries, bookings, notes, { calculator }, { emails }, sameAddress] = await Promise.all([
    deliveriesOf(inbox.db, id),
    bookingsOf(inbox.db, id),
    notesOf(inbox.db, id),
    siteCopy(),
    leadCopy(),
    url.searchParams.get("erase") === "confirm" ? countLeadsOf(inbox.db, lead.email) : undefined,
  ]);
  const names = await staffNamesOf(inbox.db, [
    ...(lead.status_by ? [lead.status_by] : []),
    ...notes.map((note) => note.author),
  ]);
  const notice = url.searchParams.get("notice");
  const { contact, attribution } = leadRows(lead, emails.leadNotification);
  const { received, message, form } = emails.leadNotification.fields;
  return {
    lead,
    // A landing lead's message is made of its other fields (landingInboxText), for the email
    // and the CRM; here those fields show on their own.
    contact: lead.form === "landing" ? contact.filter(([label]) => label !== message) : contact,
    // The agency's own clock, where the email gives the stored UTC time; the inbox's name for a
    // form, which knows the scheduler's too.
    attribution: attribution.map(([label, value]): Rows[number] =>
      label === received
        ? [label, inboxTime(lead.created_at, inbox.timeZone)]
        : label === form
          ? [label, inbox.formNames[lead.form] ?? lead.form]
          : [label, value],
    ),
    estimate: leadEstimate(lead, estimateLabelsOf(calculator.tool)),
    deliveries,
    bookings,
    notes,
    names,
    notice: notice === "status" || notice === "note" ? notice : undefined,
    refusedStatus,
    revision: revisionOf(lead, notes, bookings),
    draft,
    erasing: sameAddress === undefined ? undefined : { leads: sameAddress },
  };
}
