import { z } from "zod";
import { LEAD_STATUSES } from "@/server/db/schema";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import { SOURCE_MEDIUM, trafficSlug, visibleTag } from "@/lib/traffic-source";
import { NO_OWNER, type LeadListFilter, type PageCursor } from "@/leads/server/record/lead-list";
import type { InboxLocals } from "./locals";
import { openSearch } from "./sealed-search";

// Where a list of leads stands, as its address carries it: its filters in plain words, its search
// sealed, its page.

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

/** An address of the list alone, from its page or a stored view: never another page's. */
const LIST_ADDRESS = new RegExp(`^${INBOX_PATHS.home}(\\?[^#]*)?$`);

/**
 * The list's filters and sealed search from its address as a form posted it or a view stored it,
 * read as the list reads its own; anything else is the whole list.
 */
export function listAddressOf(href: unknown, searchSecret: string): ListAddress {
  const list = typeof href === "string" && LIST_ADDRESS.test(href) ? href : INBOX_PATHS.home;
  const { filter, find } = readListAddress(new URL(list, "http://inbox.invalid"), searchSecret);
  return { filter, find };
}

/** `href` with these added to its query. */
export function withQuery(href: string, params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${href}${href.includes("?") ? "&" : "?"}${query}`;
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
/** The filters a list's form posted; anything else is left out. */
export const postedFilters = (form: FormData): LeadListFilter => filterFields.parse(fieldsOf(form));
