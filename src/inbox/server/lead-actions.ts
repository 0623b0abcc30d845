import { z } from "zod";
import { addNote, deleteNote, editNote, NOTE_MAX_LENGTH } from "@/leads/server/record/notes";
import { eraseByEmail } from "@/leads/server/record/queries";
import { assignLead, setLeadStatus } from "@/leads/server/record/changes";
import type { AuditAction } from "@/server/audit-actions";
import { LEAD_STATUSES, type Lead } from "@/server/db/schema";
import { INBOX_PATHS, leadHref } from "@/lib/inbox-paths";
import { isAdmin } from "../auth/roles";
import { isStaff } from "../auth/staff";
import { auditRequest } from "./audit";
import type { LeadFormRefusal } from "./lead-refusal";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";

/** What a lead's page says once a form on it has done its work (`?notice=`). */
export const LEAD_NOTICES = ["status", "owner", "note", "note-corrected", "note-deleted"] as const;
export type LeadNotice = (typeof LEAD_NOTICES)[number];

const statusChange = z.object({
  status: z.enum(LEAD_STATUSES),
  /** The lead's version the page showed (setLeadStatus). */
  version: z.coerce.number().int().positive(),
});

const ownerChange = z.object({
  /** An account's address, or empty for no one. */
  owner: z.union([z.literal(""), z.email().toLowerCase()]),
  version: statusChange.shape.version,
});

/** A refused note's words, kept to send again; at most twice the limit, to say it is too long. */
const keptWords = (text: string) => text.trim().slice(0, NOTE_MAX_LENGTH * 2);

/**
 * The work of a form posted on a lead's page, recorded with who and when: a new status or owner, a
 * note added, corrected or deleted, the person erased. Done, the answer is a redirect to the page
 * saying so; refused, what to show on the page again.
 */
export async function applyLeadForm(
  request: Request,
  lead: Lead,
  inbox: InboxLocals,
): Promise<Response | LeadFormRefusal> {
  const form = await request.formData();
  const by = inbox.signedIn?.staff.email ?? "";
  const at = new Date().toISOString();
  const record = (action: AuditAction, detail?: string) =>
    auditRequest(request, inbox, { action, leadId: lead.id, detail });
  const done = (notice: LeadNotice, part = "") =>
    redirect(`${leadHref(lead.id)}?notice=${notice}${part}`);
  const action = form.get("action");
  const text = String(form.get("note") ?? "");

  if (action === "erase") {
    if (!isAdmin(inbox.signedIn)) return { adminOnly: true };
    const erased = await eraseByEmail(inbox.db, lead.email);
    await record("erased", String(erased.leads));
    return redirect(`${INBOX_PATHS.home}?erased=${erased.leads}&deliveries=${erased.deliveries}`);
  }
  if (action === "status") {
    const change = statusChange.safeParse({
      status: form.get("status"),
      version: form.get("version"),
    });
    if (!change.success) return { refusedStatus: { problem: "unreadable" } };
    const { status, version } = change.data;
    const outcome = await setLeadStatus(inbox.db, {
      leadId: lead.id,
      status,
      by,
      at,
      seen: version,
    });
    if (outcome === "stale") return { refusedStatus: { problem: "stale", wanted: status } };
    if (outcome === "changed") await record("status-changed", status);
    return done("status");
  }
  if (action === "assign") {
    // Assign to me: the person pressing it, whatever the select shows.
    const change = ownerChange.safeParse({
      owner: form.has("take") ? by : form.get("owner"),
      version: form.get("version"),
    });
    if (!change.success) return { refusedOwner: { problem: "unreadable" } };
    const owner = change.data.owner || null;
    if (owner !== null && !(await isStaff(inbox.db, owner))) {
      return { refusedOwner: { problem: "not-staff", wanted: owner } };
    }
    const outcome = await assignLead(inbox.db, {
      leadId: lead.id,
      owner,
      by,
      at,
      seen: change.data.version,
    });
    if (outcome === "stale") return { refusedOwner: { problem: "stale", wanted: owner } };
    if (outcome === "changed") await record("assigned", owner ?? "");
    return done("owner");
  }
  if (action === "correct-note" || action === "delete-note") {
    const noteId = String(form.get("note-id") ?? "");
    const ref = { leadId: lead.id, noteId, by, anyone: isAdmin(inbox.signedIn) };
    const correcting = action === "correct-note";
    const problem = correcting
      ? await editNote(inbox.db, { ...ref, text, at })
      : await deleteNote(inbox.db, ref);
    if (!problem) {
      await record(correcting ? "note-edited" : "note-deleted");
      return done(correcting ? "note-corrected" : "note-deleted", "#notes");
    }
    return {
      noteChange: {
        noteId,
        kind: correcting ? "correct" : "delete",
        body: correcting ? keptWords(text) : undefined,
        problem,
      },
    };
  }
  const problem = await addNote(inbox.db, { leadId: lead.id, author: by, text, at });
  if (!problem) {
    await record("note-added");
    return done("note", "#notes");
  }
  return { draft: { body: keptWords(text), problem } };
}
