import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { siteHost } from "@/config/site";
import { NONE } from "@/lib/lead-origin";
import {
  namedOrigin,
  SOURCE_MEDIUM,
  sourceMedium,
  sourceOfTags,
  trafficTags,
} from "@/lib/traffic-source";
import { fillLeadOrigin, leadOriginSql } from "@/server/db/lead-origin";
import type { Db } from "@/server/db/client";
import {
  countFound,
  foundLeads,
  readSearch,
  searchQuery,
  type LeadSearch,
  type Reach,
  type SearchQuery,
} from "@/server/db/lead-search";
import {
  LEAD_STATUSES,
  type Database,
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
  /**
   * Where the leads came from, as the report names it (`sourceOfTags`, src/lib/traffic-source.ts):
   * a source and its medium ("google / cpc"), or a source of any medium ("google").
   */
  source?: string;
  /** A campaign as the report names it: (none) for the leads that had none. */
  campaign?: string;
  /** The path of the page the lead's visit began on, as the report names it. */
  page?: string;
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
  /** Where it came from, as the report names it ("google / cpc"); null for direct. */
  source: string | null;
  /** Its campaign; null for none. */
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

/**
 * A search's counts stop past this many leads, and say "more" (the list shows "1,000+"): counting
 * every lead of a word most leads hold reads most of them for each status, and a search finding
 * more than a change to many takes at once (MAX_AT_ONCE, as many) is one to narrow, not count.
 */
export const COUNT_MAX = 1_000;

/** How many leads, or "more" than COUNT_MAX, where a search's count stopped. */
export type LeadCount = number | "more";

/** Leads of each status under the filter (its own status aside), and all of them. */
export type LeadCounts = Record<LeadStatus | "all", LeadCount>;

/**
 * Up to how many leads found a query looks up one by one (Reach); past it, a page (or the newest
 * of them) walks the list's order keeping those found, and a read of them all joins them, which
 * read less once they are that dense: at 100,000 leads, a page of a word of one lead in eight
 * takes 4 to 20 ms walking and 35 to 60 looking them up.
 */
const LOOK_UP_MAX = 5_000;
/**
 * Past how many leads found a search's counts walk each status's leads until COUNT_MAX + 1 are
 * found: once most leads hold its words, that reads a few thousand leads where counting them all
 * reads every one (at 100,000 leads, a word of nearly all: 30 to 50 ms against 150 to 300).
 */
const COUNT_WALK_MIN = 20_000;

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

/**
 * The filter's search, with how many leads the index finds for it (countFound), counted as far
 * as choosing how to reach them needs.
 */
type Searching = { search: LeadSearch; query: SearchQuery; found: number } | null | undefined;

async function searching(db: Db, filter: LeadListFilter): Promise<Searching> {
  const search = searchOf(filter);
  if (!search) return search;
  const query = await searchQuery(db, search);
  return { search, query, found: await countFound(db, query, COUNT_WALK_MIN + 1) };
}

/** How a query reaches the leads a search found: for the newest of them (a page), or all. */
const reach = (looking: Searching, read: "newest" | "all"): Reach =>
  !looking || looking.found <= LOOK_UP_MAX ? "look up" : read === "newest" ? "walk" : "join";

/**
 * The leads that came from where `filter` says, by the report's rule (`leadOriginSql`). Each
 * asks first for the tags a lead keeps as they are stored, which an index finds: a source is
 * the campaign's, or none (then the referring site's, or direct).
 */
function fromOrigin(filter: LeadListFilter) {
  const origin = leadOriginSql(siteHost());
  return (eb: ExpressionBuilder<Database, "leads">) => {
    const wheres: Expression<SqlBool>[] = [];
    if (filter.source) {
      // A slug has no spaces: the first " / " ends the source, and the rest is the medium.
      const [source = "", ...medium] = filter.source.split(SOURCE_MEDIUM);
      wheres.push(eb("traffic_source", "in", [source, ""]), eb(origin.source, "=", source));
      if (medium.length) wheres.push(eb(origin.medium, "=", medium.join(SOURCE_MEDIUM)));
    }
    if (filter.campaign) {
      wheres.push(
        eb("traffic_campaign", "in", filter.campaign === NONE ? ["", NONE] : [filter.campaign]),
      );
    }
    if (filter.page) wheres.push(eb("landing_path", "=", filter.page));
    return eb.and(wheres);
  };
}

/** The leads under every filter but the status; `paging` for a page of them, not their count. */
function matching(
  db: Db,
  filter: LeadListFilter,
  zone: string,
  looking: Searching,
  reaching: Reach,
) {
  let q = db.selectFrom("leads").where(inPlace(filter.place ?? "leads"));
  if (filter.form) q = q.where("form", "=", filter.form);
  if (filter.source || filter.campaign || filter.page) q = q.where(fromOrigin(filter));
  if (filter.owner) {
    q =
      filter.owner === NO_OWNER
        ? q.where("owner", "is", null)
        : q.where("owner", "=", filter.owner);
  }
  if (filter.from) q = q.where("created_at", ">=", zonedDayStart(filter.from, zone, 0));
  if (filter.to) q = q.where("created_at", "<", zonedDayStart(filter.to, zone, 1));
  if (looking) q = q.where(foundLeads(db, looking.query, reaching));
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
  "traffic_campaign",
  "status",
  "owner",
  "version",
  "suspected",
  "discarded_at",
  "discarded_by",
  "first_opened_at",
] as const;

/** Where a row's lead came from, as the report names it (leadOriginSql). */
function originColumns() {
  const origin = leadOriginSql(siteHost());
  return [origin.source.as("origin_source"), origin.medium.as("origin_medium")] as const;
}

function rowOf(
  row: Pick<Lead, (typeof ROW_COLUMNS)[number]> & { origin_source: string; origin_medium: string },
): LeadRow {
  return {
    id: row.id,
    createdAt: row.created_at,
    form: row.form,
    name: row.name,
    email: row.email,
    phone: row.phone,
    practice: row.practice,
    ...namedOrigin({
      source: row.origin_source,
      medium: row.origin_medium,
      campaign: row.traffic_campaign ?? "",
    }),
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
    .select(originColumns())
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
  return pageOf(db, filter, cursor, zone, await searching(db, filter));
}

/** A page of the list and its counts by status, as the list of leads shows them: one search. */
export async function leadListWithCounts(
  db: Db,
  filter: LeadListFilter,
  cursor: PageCursor | null,
  zone: string,
): Promise<{ page: LeadListPage; counts: LeadCounts }> {
  const looking = await searching(db, filter);
  const [page, counts] = await Promise.all([
    pageOf(db, filter, cursor, zone, looking),
    countsOf(db, filter, zone, looking),
  ]);
  return { page, counts };
}

async function pageOf(
  db: Db,
  filter: LeadListFilter,
  cursor: PageCursor | null,
  zone: string,
  looking: Searching,
): Promise<LeadListPage> {
  const newer = cursor?.direction === "newer";
  // The trash lists the latest discarded first; everything else the latest arrived.
  const when = filter.place === "trash" ? "discarded_at" : "created_at";
  let query = matching(db, filter, zone, looking, reach(looking, "newest"))
    .select(ROW_COLUMNS)
    .select(originColumns());
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
 * The leads' counts by status under the filter, which read every lead under it (a search's, as
 * far as COUNT_MAX): for the list of leads (its status tabs) and the saved views, not asked by
 * the suspected folder's pages, which have none.
 */
export async function leadCounts(
  db: Db,
  filter: LeadListFilter,
  zone: string,
): Promise<LeadCounts> {
  return countsOf(db, filter, zone, await searching(db, filter));
}

async function countsOf(
  db: Db,
  filter: LeadListFilter,
  zone: string,
  looking: Searching,
): Promise<LeadCounts> {
  const rows = await (looking && looking.found > COUNT_WALK_MIN
    ? countsAsFarAsMax(db, filter, zone, looking)
    : matching(db, filter, zone, looking, reach(looking, "all"))
        .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
        .groupBy("status")
        .execute());
  const counts = Object.fromEntries([...LEAD_STATUSES, "all"].map((s) => [s, 0])) as Record<
    LeadStatus | "all",
    number
  >;
  for (const row of rows) {
    counts[row.status] = Number(row.count);
    counts.all += Number(row.count);
  }
  if (!looking) return counts;
  // A search's counts say "more" past COUNT_MAX however they were counted, so what one shows
  // never depends on how many its index found.
  return Object.fromEntries(
    Object.entries(counts).map(([name, count]) => [name, count > COUNT_MAX ? "more" : count]),
  ) as LeadCounts;
}

/**
 * A search's leads of each status, counted as far as COUNT_MAX + 1 by walking that status's
 * leads (leads_listed_status): for a search finding most leads, where each count stops early.
 * One statement, so SQLite gathers what the index finds once for every status.
 */
async function countsAsFarAsMax(
  db: Db,
  filter: LeadListFilter,
  zone: string,
  looking: Searching,
): Promise<{ status: LeadStatus; count: number | string }[]> {
  const statuses = sql.join(
    LEAD_STATUSES.map((status) => sql`select ${sql.lit(status)} as status`),
    sql` union all `,
  );
  const walked = matching(db, filter, zone, looking, "walk")
    .select(sql.lit(1).as("one"))
    .where("status", "=", sql<LeadStatus>`statuses.status`)
    .limit(COUNT_MAX + 1);
  const { rows } = await sql<{ status: LeadStatus; count: number | string }>`select
    statuses.status, (select count(*) from (${walked}) as walked) as count
    from (${statuses}) as statuses`.execute(db);
  return rows;
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

/** Where leads came from and their campaigns, to filter by, as the report names them. */
export type FilterChoices = { sources: string[]; campaigns: string[] };

/** The most choices a filter offers: the report's first rows are a few. */
export const CHOICES_MAX = 200;

/** The tags a lead keeps that name where it came from (`sourceOfTags`). */
type KeptTags = { traffic_source: string; traffic_medium: string; traffic_referrer: string };

/**
 * The set of tags the leads keep (the suspected aside) next after `after` in order, the first
 * without: each a seek in the index that holds them first (leads_report_origin), past the
 * referrers of its source and medium, then the mediums of its source, then the sources, rather
 * than a read of every lead.
 */
async function nextTags(db: Db, after: KeptTags | undefined): Promise<KeptTags | undefined> {
  const listed = db
    .selectFrom("leads")
    .select(["traffic_source", "traffic_medium", "traffic_referrer"])
    .where("suspected", "is", null);
  const seeks = after
    ? [
        listed
          .where("traffic_source", "=", after.traffic_source)
          .where("traffic_medium", "=", after.traffic_medium)
          .where("traffic_referrer", ">", after.traffic_referrer),
        listed
          .where("traffic_source", "=", after.traffic_source)
          .where("traffic_medium", ">", after.traffic_medium),
        listed.where("traffic_source", ">", after.traffic_source),
      ]
    : [listed.where("traffic_source", "is not", null)];
  for (const seek of seeks) {
    const next = await seek
      .orderBy("traffic_source")
      .orderBy("traffic_medium")
      .orderBy("traffic_referrer")
      .limit(1)
      .executeTakeFirst();
    if (next) {
      return {
        traffic_source: next.traffic_source ?? "",
        traffic_medium: next.traffic_medium ?? "",
        traffic_referrer: next.traffic_referrer ?? "",
      };
    }
  }
  return undefined;
}

/** Each set of tags the leads keep (the suspected aside), in order, at most CHOICES_MAX. */
async function keptTags(db: Db): Promise<KeptTags[]> {
  const kept: KeptTags[] = [];
  for (let next = await nextTags(db, undefined); next && kept.length < CHOICES_MAX;) {
    kept.push(next);
    next = await nextTags(db, next);
  }
  return kept;
}

/**
 * Where the leads came from and their campaigns, as the report names them: the sources from the
 * tags the leads keep, the campaigns from the tags as they came (each kept as `trafficTags`
 * names it), read from indexes of them; and (none), for the leads without one.
 */
export async function filterChoices(db: Db): Promise<FilterChoices> {
  const [kept, tagged] = await Promise.all([
    keptTags(db),
    db
      .selectFrom("leads")
      .select("utm_campaign")
      .distinct()
      .where("utm_campaign", "is not", null)
      .where("suspected", "is", null)
      .orderBy("utm_campaign")
      .limit(CHOICES_MAX)
      .execute(),
  ]);
  const host = siteHost();
  const sources = kept.map((tags) =>
    sourceMedium(
      sourceOfTags(
        {
          source: tags.traffic_source,
          medium: tags.traffic_medium,
          referrer: tags.traffic_referrer,
          campaign: "",
        },
        host,
      ),
    ),
  );
  const campaigns = tagged.map(({ utm_campaign }) => trafficTags({ utm_campaign }).campaign);
  const distinct = (names: string[]) => [...new Set(names)].filter(Boolean).sort();
  return { sources: distinct(sources), campaigns: distinct([NONE, ...campaigns]) };
}

/**
 * The filter's source and campaign where no lead came with it, as the choices tell: a mistyped
 * address, or one whose leads are gone.
 */
export function unheardOf(
  filter: LeadListFilter,
  choices: FilterChoices,
): { filter: "source" | "campaign"; value: string }[] {
  const known = (value: string, among: string[]) =>
    among.some((choice) => choice === value || choice.startsWith(value + SOURCE_MEDIUM));
  // A list of choices cut at its most may leave out some that are there.
  const asked = [
    ["source", filter.source, choices.sources],
    ["campaign", filter.campaign, choices.campaigns],
  ] as const;
  return asked.flatMap(([name, value, among]) =>
    value !== undefined && among.length < CHOICES_MAX && !known(value, among)
      ? [{ filter: name, value }]
      : [],
  );
}

/** The leads under every filter, its status too: the newest of them, or all. */
async function under(db: Db, filter: LeadListFilter, zone: string, read: "newest" | "all") {
  const looking = await searching(db, filter);
  const query = matching(db, filter, zone, looking, reach(looking, read));
  return filter.status ? query.where("status", "=", filter.status) : query;
}

/** Every lead under the filters, newest first, whole: what an export writes. */
export async function leadsUnder(db: Db, filter: LeadListFilter, zone: string): Promise<Lead[]> {
  // Leads a release from before their origin was kept stored (after a rollback) get it first.
  await fillLeadOrigin(db);
  return (await under(db, filter, zone, "all"))
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
  return (await under(db, filter, zone, "newest"))
    .select(["id", "version"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
