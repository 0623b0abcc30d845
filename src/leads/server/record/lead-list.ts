import { sql } from "kysely";
import type { Db } from "@/server/db/client";
import { countFound, foundLeads, readSearch, type LeadSearch } from "@/server/db/lead-search";
import {
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
  type SuspicionReason,
} from "@/server/db/schema";
import { zonedDayStart } from "@/server/time-zone";
import { foundWords, type FoundWords } from "./found-words";
import { notesOfLeads } from "./notes";
import { inPlace, type KeptApartPlace } from "./queries";

/** Leads on a page of the inbox. */
export const PAGE_SIZE = 50;
/** The longest search the inbox takes; longer is cut. */
export const SEARCH_MAX_LENGTH = 100;

export type LeadListFilter = {
  status?: LeadStatus;
  form?: string;
  source?: string;
  campaign?: string;
  /** Days (YYYY-MM-DD) in the inbox's time zone, both included. */
  from?: string;
  to?: string;
  /**
   * Words a lead or its staff notes hold, the last one maybe half typed, or digits of its phone
   * number (src/server/db/lead-search.ts).
   */
  search?: string;
  /** A staff member's address: the leads they own; NO_OWNER: the leads no one owns. */
  owner?: string;
  /** The submissions kept apart as automated (in the suspected folder or its trash), not leads. */
  place?: KeptApartPlace;
};

/** The owner filter's word for leads no one owns (an address always has an @). */
export const NO_OWNER = "none";

/**
 * Where a page starts: after the lead it names, older or newer than it. `at` is the time the list
 * orders by: when it arrived, or in the trash when it was discarded.
 */
export type PageCursor = { at: string; id: string; direction: "older" | "newer" };

export type LeadRow = {
  id: string;
  createdAt: string;
  form: string;
  name: string;
  email: string;
  phone: string | null;
  practice: string | null;
  source: string | null;
  campaign: string | null;
  status: LeadStatus;
  owner: string | null;
  /** Moved on by each change to its status or owner: a change to many carries the one shown. */
  version: number;
  suspected: SuspicionReason | null;
  /** Whether a staff member has loaded its page: the list shows the others in bold. */
  opened: boolean;
  /** Under a search: the words it found, marked, and where. */
  found?: FoundWords;
  /** In the trash: when it was discarded, and by whom (their email). */
  discardedAt: string | null;
  discardedBy: string | null;
};

export type LeadListPage = {
  rows: LeadRow[];
  /** Cursors to the pages either side, if there is one. */
  older: PageCursor | null;
  newer: PageCursor | null;
};

/** Leads of each status under the filter (its own status aside), and all of them. */
export type LeadCounts = Record<LeadStatus | "all", number>;

/** The search a filter holds, as looked for; null when it holds no letter or digit. */
function searchOf(filter: LeadListFilter): LeadSearch | null | undefined {
  const text = filter.search?.trim().slice(0, SEARCH_MAX_LENGTH);
  return text ? readSearch(text) : undefined;
}

/**
 * A search of no letter or digit (punctuation alone) looks for nothing: the list says so, and
 * shows no lead rather than every one.
 */
export const searchHasNoWords = (filter: LeadListFilter): boolean => searchOf(filter) === null;

/** The filter's search, with how many leads the index finds for it (countFound). */
type Searching = { search: LeadSearch; found: number } | null | undefined;

async function searching(db: Db, filter: LeadListFilter): Promise<Searching> {
  const search = searchOf(filter);
  return search && { search, found: await countFound(db, search) };
}

/** The leads under every filter but the status; `paging` for a page of them, not their count. */
function matching(
  db: Db,
  filter: LeadListFilter,
  zone: string,
  looking: Searching,
  paging = false,
) {
  let q = db.selectFrom("leads").where(inPlace(filter.place ?? "leads"));
  if (filter.form) q = q.where("form", "=", filter.form);
  if (filter.source) q = q.where("utm_source", "=", filter.source);
  if (filter.campaign) q = q.where("utm_campaign", "=", filter.campaign);
  if (filter.owner) {
    q =
      filter.owner === NO_OWNER
        ? q.where("owner", "is", null)
        : q.where("owner", "=", filter.owner);
  }
  if (filter.from) q = q.where("created_at", ">=", zonedDayStart(filter.from, zone, 0));
  if (filter.to) q = q.where("created_at", "<", zonedDayStart(filter.to, zone, 1));
  if (looking) q = q.where(foundLeads(db, looking.search, { found: looking.found, paging }));
  if (looking === null) q = q.where(sql<boolean>`1 = 0`);
  return q;
}

/** What a row of the list reads of each lead. */
const ROW_COLUMNS = [
  "id",
  "created_at",
  "form",
  "name",
  "email",
  "phone",
  "practice",
  "utm_source",
  "utm_campaign",
  "status",
  "owner",
  "version",
  "suspected",
  "discarded_at",
  "discarded_by",
  "first_opened_at",
] as const;

function rowOf(row: Pick<Lead, (typeof ROW_COLUMNS)[number]>): LeadRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    form: row.form,
    name: row.name,
    email: row.email,
    phone: row.phone,
    practice: row.practice,
    source: row.utm_source,
    campaign: row.utm_campaign,
    status: row.status,
    owner: row.owner,
    version: row.version,
    suspected: row.suspected,
    discardedAt: row.discarded_at,
    discardedBy: row.discarded_by,
    opened: row.first_opened_at !== null,
  };
}

/** These leads as the list shows them, newest first; those no longer stored are left out. */
export async function leadRowsOf(db: Db, ids: readonly string[]): Promise<LeadRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("leads")
    .select(ROW_COLUMNS)
    .where("id", "in", ids)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(rowOf);
}

export async function leadListPage(
  db: Db,
  filter: LeadListFilter,
  cursor: PageCursor | null,
  zone: string,
): Promise<LeadListPage> {
  const newer = cursor?.direction === "newer";
  // The trash lists the latest discarded first; everything else the latest arrived.
  const when = filter.place === "trash" ? "discarded_at" : "created_at";
  const looking = await searching(db, filter);
  let query = matching(db, filter, zone, looking, true).select(ROW_COLUMNS);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (cursor) {
    const beyond = newer ? ">" : "<";
    query = query.where((eb) =>
      eb.or([
        eb(when, beyond, cursor.at),
        eb.and([eb(when, "=", cursor.at), eb("id", beyond, cursor.id)]),
      ]),
    );
  }
  const order = newer ? "asc" : "desc";
  const fetched = await query
    .orderBy(when, order)
    .orderBy("id", order)
    .limit(PAGE_SIZE + 1)
    .execute();
  const more = fetched.length > PAGE_SIZE;
  const page = fetched.slice(0, PAGE_SIZE);
  if (newer) page.reverse();
  const found = looking ? await foundOn(db, page, looking.search) : undefined;
  const rows = page.map((row) => ({
    ...rowOf(row),
    ...(found && { found: found.get(row.id) }),
  }));
  const first = page[0];
  const last = page.at(-1);
  return {
    rows,
    older:
      last && (newer || more) ? { at: last[when] ?? "", id: last.id, direction: "older" } : null,
    newer:
      first && (newer ? more : cursor !== null)
        ? { at: first[when] ?? "", id: first.id, direction: "newer" }
        : null,
  };
}

/** What a search found on each lead of a page, read for those leads alone. */
async function foundOn(
  db: Db,
  page: readonly Pick<Lead, "id" | "name" | "practice" | "email" | "phone">[],
  search: LeadSearch,
): Promise<Map<string, FoundWords>> {
  const ids = page.map((row) => row.id);
  if (!ids.length) return new Map();
  const [texts, staffNotes] = await Promise.all([
    db
      .selectFrom("leads")
      .select(["id", "subject", "message", "notes", "business_type"])
      .where("id", "in", ids)
      .execute(),
    notesOfLeads(db, ids),
  ]);
  const textOf = new Map(texts.map((text) => [text.id, text]));
  return new Map(
    page.map((row) => [
      row.id,
      foundWords(
        { ...row, ...textOf.get(row.id)! },
        // Newest first, as the lead's page lists them.
        (staffNotes.get(row.id) ?? []).map((note) => note.body).reverse(),
        search,
      ),
    ]),
  );
}

/**
 * The leads' counts by status under the filter, which read every lead under it: for the list of
 * leads (its status tabs), not asked by the suspected folder's pages, which have none.
 */
export async function leadCounts(
  db: Db,
  filter: LeadListFilter,
  zone: string,
): Promise<LeadCounts> {
  const rows = await matching(db, filter, zone, await searching(db, filter))
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries([...LEAD_STATUSES, "all"].map((s) => [s, 0])) as Record<
    LeadStatus | "all",
    number
  >;
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

/**
 * How many leads each of these addresses has, however its letters were cased (by the address in
 * lower case): one grouped query for a page's rows, which the index on lower(email) answers.
 */
export async function leadsOfAddresses(
  db: Db,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const addresses = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (!addresses.length) return new Map();
  const address = sql<string>`lower(email)`;
  const rows = await db
    .selectFrom("leads")
    .select([address.as("address"), (eb) => eb.fn.countAll<number | string>().as("count")])
    .where(inPlace("leads"))
    .where(address, "in", addresses)
    .groupBy(address)
    .execute();
  return new Map(rows.map((row) => [row.address, Number(row.count)]));
}

/** The sources and campaigns leads came with, to filter by. */
export async function filterChoices(db: Db): Promise<{ sources: string[]; campaigns: string[] }> {
  const distinct = async (column: "utm_source" | "utm_campaign") =>
    (
      await db
        .selectFrom("leads")
        .select(column)
        .distinct()
        .where(column, "is not", null)
        .where("suspected", "is", null)
        .orderBy(column)
        .limit(200)
        .execute()
    ).flatMap((row) => (row[column] ? [row[column]] : []));
  const [sources, campaigns] = await Promise.all([
    distinct("utm_source"),
    distinct("utm_campaign"),
  ]);
  return { sources, campaigns };
}

/** The leads under every filter, its status too. */
async function under(db: Db, filter: LeadListFilter, zone: string) {
  const query = matching(db, filter, zone, await searching(db, filter));
  return filter.status ? query.where("status", "=", filter.status) : query;
}

/** Every lead under the filters, newest first, whole: what an export writes. */
export async function leadsUnder(db: Db, filter: LeadListFilter, zone: string): Promise<Lead[]> {
  return (await under(db, filter, zone))
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/**
 * The leads under the filters as they stand, each with its version, at most `limit` (newest
 * first): what a change to all of them acts on.
 */
export async function versionsUnder(
  db: Db,
  filter: LeadListFilter,
  zone: string,
  limit: number,
): Promise<{ id: string; version: number }[]> {
  return (await under(db, filter, zone))
    .select(["id", "version"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
