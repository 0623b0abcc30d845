import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  filterChoices,
  leadCounts,
  NO_OWNER,
  unheardOf,
  type LeadCount,
} from "@/leads/server/record/lead-list";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { AuditAction } from "@/server/audit-actions";
import { isAdmin } from "../auth/roles";
import { staffChoices } from "../auth/staff";
import {
  listAddressOf,
  listHref,
  MY_LEADS,
  ownersOf,
  withQuery,
  type ListAddress,
} from "./list-address";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";
import { auditRequest } from "./audit";
import { filtersNamed } from "./views";

/** The longest name a view takes. */
export const VIEW_NAME_MAX_LENGTH = 60;

/**
 * A named set of the list's filters, shared by the whole team: anyone opens it; its maker (or an
 * admin) renames or deletes it. `address` is the list's, its search sealed as the list carries it.
 */
export type SavedView = {
  id: string;
  name: string;
  /** The list's address under the view's filters (listHref). */
  href: string;
  createdBy: string;
  /** Leads under its filters now, for whoever reads it ("Mine" is theirs). */
  count: LeadCount;
};

/** A filter of a view that matches nothing now, and its value as saved. */
export type StalePart = {
  filter: "owner" | "form" | "source" | "campaign" | "search";
  value: string;
};

/** What the list says after an action on a view (`?views=`). */
export const VIEW_NOTICES = [
  "saved",
  "renamed",
  "deleted",
  "unnamed",
  "not-yours",
  "gone",
] as const;
export type ViewNotice = (typeof VIEW_NOTICES)[number];

const viewName = z.string().trim().min(1).max(VIEW_NAME_MAX_LENGTH);

/** The query of a view's stored address (the list's, without its host). */
const queryOf = (stored: string) => new URL(stored, "http://inbox.invalid").searchParams;

/** The address of the list opened at a saved view. */
export const viewHref = (id: string) => `${INBOX_PATHS.home}?view=${encodeURIComponent(id)}`;

/** Every saved view, by name, each with how many leads are under it now for this reader. */
export async function savedViews(inbox: InboxLocals): Promise<SavedView[]> {
  const rows = await inbox.db
    .selectFrom("saved_views")
    .select(["id", "name", "filters", "created_by"])
    .orderBy("name")
    .orderBy("id")
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const address = listAddressOf(row.filters, inbox.searchSecret);
      const counts = await leadCounts(inbox.db, ownersOf(address.filter, inbox), inbox.timeZone);
      return {
        id: row.id,
        name: row.name,
        href: listHref(address),
        createdBy: row.created_by,
        count: counts[address.filter.status ?? "all"],
      };
    }),
  );
}

/** A saved view opened: its filters, and those that match nothing now. */
export type OpenedView = ListAddress & {
  id: string;
  name: string;
  createdBy: string;
  /** The signed-in person may rename or delete it (mayChangeView). */
  mayChange: boolean;
  stale: StalePart[];
};

/** A saved view's filters, or undefined when it was deleted. */
export async function openView(inbox: InboxLocals, id: string): Promise<OpenedView | undefined> {
  const row = await inbox.db
    .selectFrom("saved_views")
    .select(["name", "filters", "created_by"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const address = listAddressOf(row.filters, inbox.searchSecret);
  return {
    ...address,
    id,
    name: row.name,
    createdBy: row.created_by,
    mayChange: mayChangeView(inbox, row.created_by),
    stale: await staleParts(inbox, row.filters, address),
  };
}

/**
 * The filters of a view that match nothing now: an owner without an account, a form the site no
 * longer sends, a source or campaign no lead carries, a search this server can no longer read.
 */
async function staleParts(
  inbox: InboxLocals,
  stored: string,
  { filter, find }: ListAddress,
): Promise<StalePart[]> {
  const [choices, staff] = await Promise.all([filterChoices(inbox.db), staffChoices(inbox.db)]);
  const stale: StalePart[] = [];
  const { owner, form } = filter;
  if (owner && owner !== MY_LEADS && owner !== NO_OWNER) {
    if (!staff.some((member) => member.email === owner))
      stale.push({ filter: "owner", value: owner });
  }
  if (form && !Object.hasOwn(inbox.formNames, form)) stale.push({ filter: "form", value: form });
  stale.push(...unheardOf(filter, choices));
  const sealed = queryOf(stored).get("find");
  if (sealed && find === undefined) stale.push({ filter: "search", value: "" });
  return stale;
}

/** May the signed-in person rename or delete a view `createdBy` made. */
const mayChangeView = (inbox: InboxLocals, createdBy: string): boolean =>
  inbox.signedIn?.staff.email === createdBy || isAdmin(inbox.signedIn);

/**
 * A view saved (`save`: a name for the list's address as posted), renamed or deleted; the answer
 * is a redirect to the list, at the view, saying what was done. The audit log records each by
 * the view's id, and a view saved with its filters as a look at the list records them: never
 * its name, which may say what its search looks for.
 */
export async function viewAction(request: Request, inbox: InboxLocals): Promise<Response> {
  const form = await request.formData();
  const action = form.get("action");
  const name = viewName.safeParse(form.get("name") ?? "");
  const id = String(form.get("view") ?? "");
  const said = (notice: ViewNotice, at?: string) =>
    redirect(withQuery(at ? viewHref(at) : INBOX_PATHS.home, { views: notice }));
  const audit = (done: AuditAction, view: string, filters = "") =>
    auditRequest(request, inbox, {
      action: done,
      detail: [`view=${view}`, ...filtersNamed(queryOf(filters))].join(", "),
    });
  if (action === "save") {
    const list = listAddressOf(form.get("list"), inbox.searchSecret);
    if (!name.success) return redirect(withQuery(listHref(list), { views: "unnamed" }));
    const made = randomUUID();
    // Read and written again, so only the list's own filters are kept.
    const filters = listHref(list);
    await inbox.db
      .insertInto("saved_views")
      .values({
        id: made,
        name: name.data,
        filters,
        created_by: inbox.signedIn?.staff.email ?? "",
        created_at: new Date().toISOString(),
      })
      .execute();
    await audit("view-saved", made, filters);
    return said("saved", made);
  }
  const view = await inbox.db
    .selectFrom("saved_views")
    .select("created_by")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!view) return said("gone");
  if (!mayChangeView(inbox, view.created_by)) return said("not-yours", id);
  if (action === "delete") {
    await inbox.db.deleteFrom("saved_views").where("id", "=", id).execute();
    await audit("view-deleted", id);
    return said("deleted");
  }
  if (!name.success) return said("unnamed", id);
  await inbox.db.updateTable("saved_views").set({ name: name.data }).where("id", "=", id).execute();
  await audit("view-renamed", id);
  return said("renamed", id);
}
