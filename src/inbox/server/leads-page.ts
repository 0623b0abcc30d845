import { suspectedRetentionDays } from "@/leads/server/record/suspected";
import { serverEnv } from "@/server/env";
import { fillLeadOrigin } from "@/server/db/lead-origin";
import {
  filterChoices,
  leadListWithCounts,
  leadsOfAddresses,
  SEARCH_MAX_LENGTH,
  searchHasNoWords,
  unheardOf,
  type FilterChoices,
  type LeadCounts,
  type LeadListPage,
} from "@/leads/server/record/lead-list";
import { staffChoices, type StaffChoice, type StaffNames } from "../auth/staff";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";
import { sealSearch } from "./sealed-search";
import {
  listHref,
  ownersOf,
  postedFilters,
  readListAddress,
  type ListAddress,
} from "./list-address";
import { manyNoticeOf, type ManyNotice, type ManyRefusal } from "./change-many";
import { chooseAllOf } from "./chosen";
import {
  openView,
  savedViews,
  VIEW_NOTICES,
  type OpenedView,
  type SavedView,
  type ViewNotice,
} from "./saved-views";

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
  /**
   * By lead id, for a lead on the page whose address has others: how many leads it has, and the
   * list searched for it.
   */
  sameAddress: Record<string, SameAddress>;
  /** When the page was asked for, which its times are told from ("2 h ago"). */
  now: string;
  /** What an erasure just deleted, when the page follows one. */
  erased: { leads: number; deliveries: number } | undefined;
  /** Failed deliveries just queued again, from the trouble banner. */
  retried: number | undefined;
  /** What a change to many just did, or why it did nothing. */
  many: ManyNotice | ManyRefusal | undefined;
  /** Every box on the page checked (`?all`), and the address that toggles it. */
  allChosen: boolean;
  chooseAllHref: string;
  /** The team's saved views, each with its count now. */
  views: SavedView[];
  /** The saved view the page shows (`?view=`), or "gone" when it was deleted. */
  opened: OpenedView | "gone" | undefined;
  /** What was just done to a saved view. */
  viewNotice: ViewNotice | undefined;
};

export type SameAddress = { leads: number; href: string };

/** The page's leads whose address has other leads, each with the list of them all. */
async function sameAddressOf(
  page: LeadListPage,
  inbox: InboxLocals,
): Promise<Record<string, SameAddress>> {
  const counts = await leadsOfAddresses(
    inbox.db,
    page.rows.map((row) => row.email),
  );
  return Object.fromEntries(
    page.rows.flatMap((row) => {
      const leads = counts.get(row.email.trim().toLowerCase()) ?? 0;
      if (leads < 2) return [];
      // The address travels sealed, as a search typed in the list does.
      const find = sealSearch(inbox.searchSecret, row.email);
      return [[row.id, { leads, href: listHref({ filter: {}, find }) }]];
    }),
  );
}

/** The parameters that say what was just done, left out of the page's other addresses. */
const NOTICES = ["changed", "to", "count", "refused", "views", "retried", "erased", "deliveries"];

function erasedNotice(url: URL): LeadsView["erased"] {
  const [leads, deliveries] = ["erased", "deliveries"].map((name) =>
    Number(url.searchParams.get(name) ?? Number.NaN),
  );
  return Number.isInteger(leads) && Number.isInteger(deliveries)
    ? { leads: leads!, deliveries: deliveries! }
    : undefined;
}

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
    const filter = postedFilters(form);
    const find = search ? sealSearch(inbox.searchSecret, search) : undefined;
    return redirect(listHref({ filter, find }));
  }
  const asked = readListAddress(url, inbox.searchSecret);
  const viewId = url.searchParams.get("view");
  const opened = viewId === null ? undefined : ((await openView(inbox, viewId)) ?? "gone");
  const { filter, find } = typeof opened === "object" ? opened : asked;
  const listed = ownersOf(filter, inbox);
  // Leads a release from before their origin was kept stored (after a rollback) get it first.
  await fillLeadOrigin(inbox.db);
  const [{ page, counts }, choices, staff, views] = await Promise.all([
    leadListWithCounts(inbox.db, listed, asked.cursor, inbox.timeZone),
    filterChoices(inbox.db),
    staffChoices(inbox.db),
    savedViews(inbox),
  ]);
  const viewNotice = VIEW_NOTICES.find((notice) => notice === url.searchParams.get("views"));
  const retried = Number(url.searchParams.get("retried") ?? Number.NaN);
  return {
    sameAddress: await sameAddressOf(page, inbox),
    now: new Date().toISOString(),
    filter,
    find,
    page,
    noWords: searchHasNoWords(filter),
    counts,
    choices: { ...choices, staff },
    unheardOf: unheardOf(filter, choices).map((part) => part.value),
    names: Object.fromEntries(staff.map((member) => [member.email, member.name])),
    erased: erasedNotice(url),
    retried: Number.isInteger(retried) ? retried : undefined,
    many: manyNoticeOf(url),
    ...chooseAllOf(url, NOTICES),
    views,
    opened,
    viewNotice,
  };
}

/** How long leads are kept, and the submissions kept apart (the worker deletes them after). */
export function retentionDays(): { days: number; suspectedDays: number } {
  const days = serverEnv().LEAD_RETENTION_DAYS;
  return { days, suspectedDays: suspectedRetentionDays(days) };
}
