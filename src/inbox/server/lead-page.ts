import { siteCopy } from "@/content/readers/collections";
import { leadCopy } from "@/leads/copy/reader";
import { estimateLabelsOf } from "@/lib/missed-calls";
import { leadEstimate, leadRows } from "@/leads/server/outbox/lead-summary";
import { mayChangeNote, notesOf, type LeadNote } from "@/leads/server/record/notes";
import {
  countLeadsOf,
  deliveriesOf,
  leadById,
  markOpened,
  type KeptApartPlace,
} from "@/leads/server/record/queries";
import { bookingsOf } from "@/bookings/server/queries";
import type { Db } from "@/server/db/client";
import type { Booking, Delivery, DeliveryChannel, Lead } from "@/server/db/schema";
import { deliveryChannels, serverEnv } from "@/server/env";
import { isLeadForm } from "@/leads/fields";
import { siteHost } from "@/config/site";
import { namedOrigin, trafficSource } from "@/lib/traffic-source";
import { cameFrom } from "../came-from";
import { isAdmin } from "../auth/roles";
import type { SignedIn } from "../auth/sign-in";
import { staffChoices, staffNamesOf, type StaffChoice, type StaffNames } from "../auth/staff";
import { applyLeadForm, LEAD_NOTICES, type LeadNotice } from "./lead-actions";
import { historyActors, leadHistory, type HistoryEvent } from "./lead-history";
import type { LeadFormRefusal, NoteChange } from "./lead-refusal";
import type { InboxLocals } from "./locals";
import { chosenNoticeOf, keptApartDays, placeOf, type ChosenNotice } from "./suspected-page";

type Rows = [label: string, value: string | null][];

export type LeadView = {
  lead: Lead;
  contact: Rows;
  attribution: Rows;
  estimate: readonly (readonly [string, string])[] | null;
  deliveries: Delivery[];
  bookings: Booking[];
  notes: LeadNote[];
  history: HistoryEvent[];
  /** The names of the staff the page mentions, by their email. */
  names: StaffNames;
  notice: LeadNotice | undefined;
  refusedStatus: LeadFormRefusal["refusedStatus"];
  refusedOwner: LeadFormRefusal["refusedOwner"];
  /** Whom the lead can be given to. */
  staff: StaffChoice[];
  draft: LeadFormRefusal["draft"];
  noteChange: NoteChange | undefined;
  adminOnly: boolean;
  /** What changes with every change the page shows of the agency's work (leadRevision). */
  revision: string;
  /** Asked to erase the person: how many leads of their address that deletes. */
  erasing: { leads: number } | undefined;
  /** A suspected submission: where it waits, and what releasing it would send. */
  keptApart: KeptApartState | undefined;
  /** What a release, discard or restore on this page just did (applyChosen). */
  chosen: ChosenNotice | undefined;
};

/** A suspected submission's page, in place of the work on a lead. */
export type KeptApartState = {
  place: KeptApartPlace;
  /** A booking's lead, whose release sends nothing: the scheduler told everyone. */
  booking: boolean;
  /** What releasing it sends otherwise: the server's channels, perhaps none. */
  channels: DeliveryChannel[];
  /** In the trash: when it goes for good, unless restored. */
  purgeAfter: string | null;
  /** Delete for good asked for (`?delete=confirm`): its second step shows. */
  deleting: boolean;
};

/** Its place, and what a release would send, where the lead is a suspected submission. */
function keptApartState(lead: Lead, url: URL): KeptApartState | undefined {
  const place = placeOf(lead);
  if (!place) return undefined;
  const days = keptApartDays();
  return {
    place,
    booking: !isLeadForm(lead.form),
    channels: deliveryChannels(serverEnv()),
    purgeAfter: lead.discarded_at
      ? new Date(new Date(lead.discarded_at).getTime() + days * 86_400_000).toISOString()
      : null,
    deleting: place === "trash" && url.searchParams.get("delete") === "confirm",
  };
}

/**
 * Changes whenever another change the lead's page shows comes: a status or owner (its version), a
 * note added, corrected or deleted, a booking or its cancellation, a release, discard or restore.
 * The page's script compares it with the one it was shown.
 */
const revisionOf = (lead: Lead, notes: readonly LeadNote[], bookings: readonly Booking[]) =>
  [
    placeOf(lead) ?? "lead",
    lead.version,
    notes.length,
    notes
      .map((note) => note.editedAt ?? note.createdAt)
      .sort()
      .at(-1) ?? "",
    bookings.length,
    bookings.filter((booking) => booking.canceled_at).length,
  ].join("/");

/**
 * The page's HTTP status: a form sent back to mend (422), a change refused as stale (409), a
 * note that is someone else's (403) or gone (404).
 */
export function leadPageStatus(view: LeadView): number {
  if (view.adminOnly) return 403;
  const problem =
    view.refusedStatus?.problem ??
    view.refusedOwner?.problem ??
    view.draft?.problem ??
    view.noteChange?.problem;
  switch (problem) {
    case undefined:
      return 200;
    case "stale":
      return 409;
    case "not-author":
      return 403;
    case "not-found":
      return 404;
    default:
      return 422;
  }
}

/** A lead's revision as JSON, for its page's script to tell that it changed elsewhere. */
export async function leadRevision(db: Db, id: string): Promise<Response> {
  const lead = await leadById(db, id);
  if (!lead) return Response.json({ message: "No such lead." }, { status: 404 });
  const [notes, bookings] = await Promise.all([notesOf(db, id), bookingsOf(db, id)]);
  return Response.json({ revision: revisionOf(lead, notes, bookings) });
}

/**
 * A note's correction or deletion asked for by its link (`?correct-note=ID`, `?delete-note=ID`):
 * refused at once if the note is gone, or someone else's and the asker no admin.
 */
function askedNoteChange(
  url: URL,
  notes: readonly LeadNote[],
  signedIn: SignedIn | null,
): NoteChange | undefined {
  const correct = url.searchParams.get("correct-note");
  const noteId = correct ?? url.searchParams.get("delete-note");
  if (noteId === null) return undefined;
  const note = notes.find((candidate) => candidate.id === noteId);
  const problem = !note
    ? "not-found"
    : mayChangeNote(note.author, signedIn?.staff.email ?? "", isAdmin(signedIn))
      ? undefined
      : "not-author";
  return { noteId, kind: correct === null ? "delete" : "correct", problem };
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
  let refusal: LeadFormRefusal = {};
  if (request.method === "POST") {
    const applied = await applyLeadForm(request, lead, inbox);
    if (applied instanceof Response) return applied;
    refusal = applied;
  }
  const [deliveries, bookings, notes, staff, { calculator }, { emails }, sameAddress] =
    await Promise.all([
      deliveriesOf(inbox.db, id),
      bookingsOf(inbox.db, id),
      notesOf(inbox.db, id),
      staffChoices(inbox.db),
      siteCopy(),
      leadCopy(),
      url.searchParams.get("erase") === "confirm" ? countLeadsOf(inbox.db, lead.email) : undefined,
      // The list shows in bold the leads no one has opened yet.
      lead.first_opened_at === null && inbox.signedIn
        ? markOpened(inbox.db, id, inbox.signedIn.staff.email, new Date().toISOString())
        : undefined,
    ]);
  const history = await leadHistory(inbox.db, lead, { bookings, deliveries });
  const names = await staffNamesOf(inbox.db, [
    ...[lead.status_by, lead.owner, lead.owner_by, lead.discarded_by].filter(
      (actor) => actor !== null,
    ),
    ...notes.map((note) => note.author),
    ...historyActors(history),
  ]);
  const { contact, attribution } = leadRows(lead, emails.leadNotification, inbox.timeZone);
  const { message, form } = emails.leadNotification.fields;
  return {
    lead,
    // A landing lead's message is made of its other fields (landingInboxText), for the email
    // and the CRM; here those fields show on their own.
    contact: lead.form === "landing" ? contact.filter(([label]) => label !== message) : contact,
    attribution: [
      // Named by the rule the list and the report follow; the tags as they came below it.
      [
        inbox.words.leads.columns.origin,
        cameFrom(namedOrigin(trafficSource(lead, siteHost())), inbox.words.leads.direct),
      ],
      // The inbox's name for a form, which knows the scheduler's too.
      ...attribution.map(([label, value]): Rows[number] =>
        label === form ? [label, inbox.formNames[lead.form] ?? lead.form] : [label, value],
      ),
    ],
    estimate: leadEstimate(lead, estimateLabelsOf(calculator.tool)),
    deliveries,
    bookings,
    notes,
    history,
    names,
    notice: LEAD_NOTICES.find((known) => known === url.searchParams.get("notice")),
    refusedStatus: refusal.refusedStatus,
    refusedOwner: refusal.refusedOwner,
    staff,
    draft: refusal.draft,
    noteChange: refusal.noteChange ?? askedNoteChange(url, notes, inbox.signedIn),
    adminOnly: refusal.adminOnly ?? false,
    revision: revisionOf(lead, notes, bookings),
    erasing: sameAddress === undefined ? undefined : { leads: sameAddress },
    keptApart: keptApartState(lead, url),
    chosen: chosenNoticeOf(url),
  };
}
