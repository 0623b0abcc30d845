import { z } from "zod";
import { suspectedRetentionDays } from "@/leads/server/record/suspected";
import { LEAD_STATUSES } from "@/server/db/schema";
import { serverEnv } from "@/server/env";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { SOURCE_MEDIUM, trafficSlug, visibleTag } from "@/lib/traffic-source";
import { fillLeadOrigin } from "@/server/db/lead-origin";
import {
  CHOICES_MAX,
  filterChoices,
  leadCounts,
  leadListPage,
  NO_OWNER,
  SEARCH_MAX_LENGTH,
  searchHasNoWords,
  type FilterChoices,
  type LeadCounts,
  type LeadListFilter,
  type LeadListPage,
  type PageCursor,
} from "@/leads/server/record/lead-list";
import { staffChoices, type StaffChoice, type StaffNames } from "../auth/staff";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";
import { openSearch, sealSearch } from "./sealed-search";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const tag = z.string().trim().min(1).max(200);
/**
 * A name as the report gives it: "Spring Sale" is spring-sale, as an older address may have it.
 * One the rule would leave nothing of stays as it is (but what cannot be seen), a filter that
 * finds nothing.
 */
const slug = (value: string) => trafficSlug(value) || visibleTag(value);
/** A source, or a source and its medium ("google / cpc"), each part as the report names it. */
const origin = tag.transform((value) =>
  value
    .split("/")
    .map((part) => slug(part.trim()))
    .join(SOURCE_MEDIUM),
);

/** The owner filter's word for the signed-in staff member's own leads. */
export const MY_LEADS = "me";

/** The filters as the list's address and its form carry them; anything else is left out. */
const filterFields = z.object({
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  form: z.string().trim().min(1).max(40).optional().catch(undefined),
  source: origin.optional().catch(undefined),
  campaign: tag.transform(slug).optional().catch(undefined),
  // A landing page's path, as long as the address it was part of may be.
  page: z.string().trim().min(1).max(2000).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  owner: z
    .union([z.literal(MY_LEADS), z.literal(NO_OWNER), z.email().toLowerCase()])
    .optional()
    .catch(undefined),
});

/** The list's filters by name, as its address and form carry them. */
const FILTER_NAMES = [
  "status",
  "owner",
  "form",
  "source",
  "campaign",
  "page",
  "from",
  "to",
] as const;

/**
 * Where the list stands: its filters, with the search sealed (`find`), and a page's cursor. Its
 * owner may be MY_LEADS, whoever reads it (ownersOf).
 */
export type ListAddress = {
  filter: LeadListFilter;
  /** The sealed search, to carry into the list's links. */
  find: string | undefined;
};

export type LeadsView = ListAddress & {
  page: LeadListPage;
  /** The search has no letter or digit: the page says so instead of listing nothing. */
  noWords: boolean;
  counts: LeadCounts;
  choices: FilterChoices & { staff: StaffChoice[] };
  /**
   * The filter's source or campaign where no lead has it (a mistyped address, or one whose leads
   * are gone): the empty list says so.
   */
  unheardOf: string[];
  /** The names of the staff who own a lead on the page, by their email. */
  names: StaffNames;
  /** What an erasure just deleted, when the page follows one. */
  erased: { leads: number; deliveries: number } | undefined;
  /** Failed deliveries just queued again, from the trouble banner. */
  retried: number | undefined;
};

function erasedNotice(url: URL): LeadsView["erased"] {
  const [leads, deliveries] = ["erased", "deliveries"].map((name) =>
    Number(url.searchParams.get(name) ?? Number.NaN),
  );
  return Number.isInteger(leads) && Number.isInteger(deliveries)
    ? { leads: leads!, deliveries: deliveries! }
    : undefined;
}

/** The filter's source and campaign where no lead came with it, as the choices tell. */
function unheardOf(filter: LeadListFilter, choices: FilterChoices): string[] {
  const known = (value: string, among: string[]) =>
    among.some((choice) => choice === value || choice.startsWith(value + SOURCE_MEDIUM));
  // A list of choices cut at its most may leave out some that are there.
  const asked: [string | undefined, string[]][] = [
    [filter.source, choices.sources],
    [filter.campaign, choices.campaigns],
  ];
  return asked.flatMap(([value, among]) =>
    value !== undefined && among.length < CHOICES_MAX && !known(value, among) ? [value] : [],
  );
}

function fieldsOf(values: URLSearchParams | FormData): Record<string, string | undefined> {
  const read = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  return Object.fromEntries(FILTER_NAMES.map((name) => [name, read(name)]));
}

const CURSOR = /^(\d{4}-\d\d-\d\dT[\d:.]+Z) ([\w-]{1,64})$/;

function cursorOf(query: URLSearchParams): PageCursor | null {
  for (const direction of ["older", "newer"] as const) {
    const token = query.get(direction);
    if (!token) continue;
    const match = CURSOR.exec(Buffer.from(token, "base64url").toString("utf8"));
    if (match) return { at: match[1]!, id: match[2]!, direction };
  }
  return null;
}

/**
 * The address of a list (`path`: the leads, the suspected, their export) under these filters,
 * at the page `cursor` starts (the first without).
 */
export function listHref(
  { filter, find }: ListAddress,
  cursor: PageCursor | null = null,
  status: LeadListFilter["status"] | "keep" = "keep",
  path: string = INBOX_PATHS.home,
): string {
  const query = new URLSearchParams();
  const chosen = { ...filter, status: status === "keep" ? filter.status : status };
  for (const name of FILTER_NAMES) {
    const value = chosen[name];
    if (value) query.set(name, value);
  }
  if (find) query.set("find", find);
  if (cursor) {
    const token = Buffer.from(`${cursor.at} ${cursor.id}`).toString("base64url");
    query.set(cursor.direction, token);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The filters as the list reads them: MY_LEADS is whoever is signed in. */
export const ownersOf = (filter: LeadListFilter, inbox: InboxLocals): LeadListFilter =>
  filter.owner === MY_LEADS ? { ...filter, owner: inbox.signedIn?.staff.email ?? "" } : filter;

/** The filters, the opened search and the page a list's address asks for. */
export function readListAddress(
  url: URL,
  searchSecret: string,
): ListAddress & { cursor: PageCursor | null } {
  const find = url.searchParams.get("find") ?? undefined;
  const search = find ? openSearch(searchSecret, find) : undefined;
  return {
    filter: { ...filterFields.parse(fieldsOf(url.searchParams)), search },
    find: search === undefined ? undefined : find,
    cursor: cursorOf(url.searchParams),
  };
}

/**
 * The list of leads. Its form is posted, so the search can be sealed before it reaches an address:
 * the answer is a redirect to the list with the filters in plain words and the search sealed.
 */
export async function leadsPage(
  request: Request,
  url: URL,
  inbox: InboxLocals,
): Promise<LeadsView | Response> {
  if (request.method === "POST") {
    const form = await request.formData();
    const search = String(form.get("search") ?? "")
      .trim()
      .slice(0, SEARCH_MAX_LENGTH);
    const filter = filterFields.parse(fieldsOf(form));
    const find = search ? sealSearch(inbox.searchSecret, search) : undefined;
    return redirect(listHref({ filter, find }));
  }
  const { filter, find, cursor } = readListAddress(url, inbox.searchSecret);
  const listed = ownersOf(filter, inbox);
  // Leads a release from before their origin was kept stored (after a rollback) get it first.
  await fillLeadOrigin(inbox.db);
  const [page, counts, choices, staff] = await Promise.all([
    leadListPage(inbox.db, listed, cursor, inbox.timeZone),
    leadCounts(inbox.db, listed, inbox.timeZone),
    filterChoices(inbox.db),
    staffChoices(inbox.db),
  ]);
  const retried = Number(url.searchParams.get("retried") ?? Number.NaN);
  return {
    filter,
    find,
    page,
    noWords: searchHasNoWords(filter),
    counts,
    choices: { ...choices, staff },
    unheardOf: unheardOf(filter, choices),
    names: Object.fromEntries(staff.map((member) => [member.email, member.name])),
    erased: erasedNotice(url),
    retried: Number.isInteger(retried) ? retried : undefined,
  };
}

/** How long leads are kept, and the submissions kept apart (the worker deletes them after). */
export function retentionDays(): { days: number; suspectedDays: number } {
  const days = serverEnv().LEAD_RETENTION_DAYS;
  return { days, suspectedDays: suspectedRetentionDays(days) };
}
