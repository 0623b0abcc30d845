import { bookingsOfLeads } from "@/bookings/server/queries";
import { ATTRIBUTION_FIELDS, PHONE_TEXT } from "@/leads/fields";
import { latestChange, type LatestChange } from "@/leads/server/record/changes";
import { leadsUnder } from "@/leads/server/record/lead-list";
import { notesOfLeads, type LeadNote } from "@/leads/server/record/notes";
import { fillTemplate } from "@/lib/text/fill-template";
import { toCsv, type VerbatimCell } from "@/server/csv";
import type { Booking, Lead } from "@/server/db/schema";
import { inboxTime, zonedStamp } from "@/server/time-zone";
import { actorName } from "../actor-name";
import { bookingWords } from "../booking-words";
import { staffNamesOf, type StaffNames } from "../auth/staff";
import { auditRequest } from "./audit";
import { ownersOf, readListAddress } from "./list-address";
import type { InboxLocals } from "./locals";

type Cell = string | null | VerbatimCell;

/** What one lead's row is made from: the lead, and the work on it. */
type Worked = {
  lead: Lead;
  latest: LatestChange | null;
  notes: LeadNote[];
  bookings: Booking[];
};

/** A column of the list's export: its header, and its cell for a lead. */
type Column = readonly [header: string, cell: (worked: Worked) => Cell];

/** The lead's columns that hold text. */
type TextColumn = { [K in keyof Lead]: Lead[K] extends string | null ? K : never }[keyof Lead];

/** A column of the lead as stored, as the leads command's export names it unless renamed. */
const stored = (field: TextColumn, header: string = field): Column => [
  header,
  ({ lead }) => lead[field],
];

/**
 * The list's export: each lead as it arrived and the agency's work on it (status, owner, last
 * change, staff notes, demo calls), times on the agency's clock (`INBOX_TIME_ZONE`), named in the
 * header. The visitor's "Anything we should know?" is `visitor_notes`, apart from `staff_notes`.
 */
function exportColumns(inbox: InboxLocals, names: StaffNames): Column[] {
  const { words, timeZone: zone } = inbox;
  const who = (actor: string) => actorName(actor, words, names);
  const stamp = (iso: string | undefined) => (iso ? zonedStamp(iso, zone) : null);
  return [
    stored("id"),
    [`received_at (${zone})`, ({ lead }) => stamp(lead.created_at)],
    ["status", ({ lead }) => lead.status],
    ["owner", ({ lead }) => (lead.owner ? who(lead.owner) : null)],
    [`last_change_at (${zone})`, ({ latest }) => stamp(latest?.at)],
    ["last_change_by", ({ latest }) => (latest ? who(latest.by) : null)],
    stored("form"),
    stored("name"),
    stored("email"),
    // A phone number's characters cannot make a formula, and a guard would print it as '+1 …
    [
      "phone",
      ({ lead }) =>
        lead.phone && PHONE_TEXT.test(lead.phone) ? { verbatim: lead.phone } : lead.phone,
    ],
    stored("practice"),
    stored("business_type"),
    stored("subject"),
    stored("message"),
    stored("notes", "visitor_notes"),
    stored("source"),
    stored("document"),
    stored("calculator_inputs"),
    [
      "staff_notes",
      ({ notes }) =>
        notes
          .map((note) => {
            const line = fillTemplate(words.exportFile.note, {
              when: inboxTime(note.createdAt, zone),
              author: who(note.author),
              text: note.body,
            });
            if (!note.editedAt) return line;
            return `${line} (${fillTemplate(words.lead.notes.edited, { when: inboxTime(note.editedAt, zone) })})`;
          })
          .join("\n\n") || null,
    ],
    [
      "bookings",
      ({ bookings }) =>
        bookings
          .map((booking) => {
            const { call, booked, ended } = bookingWords(booking, words.lead.bookings, zone);
            return `${call} · ${booked} · ${ended}`;
          })
          .join("\n") || null,
    ],
    ...ATTRIBUTION_FIELDS.map((field) => stored(field)),
  ];
}

/** The leads the list shows under its filters, every page of them, with the work on each. */
export async function exportCsv(request: Request, url: URL, inbox: InboxLocals): Promise<Response> {
  const { filter } = readListAddress(url, inbox.searchSecret);
  const leads = await leadsUnder(inbox.db, ownersOf(filter, inbox), inbox.timeZone);
  const ids = leads.map((lead) => lead.id);
  const [notes, bookings] = await Promise.all([
    notesOfLeads(inbox.db, ids),
    bookingsOfLeads(inbox.db, ids),
  ]);
  const actors = leads.flatMap((lead) => [
    lead.owner,
    lead.status_by,
    lead.owner_by,
    ...(notes.get(lead.id) ?? []).map((note) => note.author),
  ]);
  const names = await staffNamesOf(
    inbox.db,
    actors.filter((actor): actor is string => actor !== null),
  );
  const columns = exportColumns(inbox, names);
  await auditRequest(request, inbox, { action: "exported", detail: String(leads.length) });
  const day = new Date().toISOString().slice(0, 10);
  const csv = toCsv(
    columns.map(([header]) => header),
    leads.map((lead) => {
      const worked = {
        lead,
        latest: latestChange(lead),
        notes: notes.get(lead.id) ?? [],
        bookings: bookings.get(lead.id) ?? [],
      };
      return columns.map(([, cell]) => cell(worked));
    }),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${day}.csv"`,
    },
  });
}
