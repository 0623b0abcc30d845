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
import { LEAD_STATUSES, type Booking, type Delivery, type Lead } from "@/server/db/schema";
import { INBOX_PATHS, leadHref } from "@/lib/inbox-paths";
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
  /** A note that was not added, and why: kept so nothing typed is lost. */
  draft: { body: string; problem: NoteProblem } | undefined;
  /** Asked to erase the person: how many leads of their address that deletes. */
  erasing: { leads: number } | undefined;
};

const statusChange = z.object({ status: z.enum(LEAD_STATUSES) });

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
  if (request.method === "POST") {
    const form = await request.formData();
    const at = new Date().toISOString();
    if (form.get("action") === "erase") {
      const erased = await eraseByEmail(inbox.db, lead.email);
      await record("erased", String(erased.leads));
      return redirect(`${INBOX_PATHS.home}?erased=${erased.leads}&deliveries=${erased.deliveries}`);
    }
    if (form.get("action") === "status") {
      const change = statusChange.safeParse({ status: form.get("status") });
      if (
        change.success &&
        (await setLeadStatus(inbox.db, { leadId: id, status: change.data.status, by: who, at }))
      ) {
        await record("status-changed", change.data.status);
      }
      return redirect(`${leadHref(id)}?notice=status`);
    }
    const text = String(form.get("note") ?? "");
    const problem = await addNote(inbox.db, { leadId: id, author: who, text, at });
    if (!problem) {
      await record("note-added");
      return redirect(`${leadHref(id)}?notice=note#notes`);
    }
    draft = { body: text.trim().slice(0, NOTE_MAX_LENGTH * 2), problem };
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
  const { contact, attribution } = leadRows(lead, emails.leadNotification, inbox.timeZone);
  const { message, form } = emails.leadNotification.fields;
  return {
    lead,
    // A landing lead's message is made of its other fields (landingInboxText), for the email
    // and the CRM; here those fields show on their own.
    contact: lead.form === "landing" ? contact.filter(([label]) => label !== message) : contact,
    // The inbox's name for a form, which knows the scheduler's too.
    attribution: attribution.map(([label, value]): Rows[number] =>
      label === form ? [label, inbox.formNames[lead.form] ?? lead.form] : [label, value],
    ),
    estimate: leadEstimate(lead, estimateLabelsOf(calculator.tool)),
    deliveries,
    bookings,
    notes,
    names,
    notice: notice === "status" || notice === "note" ? notice : undefined,
    draft,
    erasing: sameAddress === undefined ? undefined : { leads: sameAddress },
  };
}
