import { z } from "zod";
import { changeMany, type ManyChange } from "@/leads/server/record/changes";
import { leadRowsOf, versionsUnder, type LeadRow } from "@/leads/server/record/lead-list";
import { LEAD_STATUSES, type LeadStatus } from "@/server/db/schema";
import { isStaff, staffChoices, type StaffChoice } from "../auth/staff";
import { auditRequest } from "./audit";
import { listAddressOf, listHref, ownersOf, withQuery } from "./list-address";
import type { InboxLocals } from "./locals";
import { redirect } from "./redirect";

/** At most this many leads change in one step: a confirmed change to all under the filters too. */
export const MAX_AT_ONCE = 1000;

/** What a change to many does, as the notices name it. */
export type ManyKind = "status" | "owner";

/** A change to many as its form carries it: `to` a status, or an owner's address ("" no one). */
export type ManyAsked = { kind: ManyKind; to: string };

/** What the list says after a change to many (`?changed=`): how many, and to what. */
export type ManyNotice = ManyAsked & { done: number; moved: number; gone: number };

/** The list's notice when the change was refused before it was tried. */
export const MANY_REFUSALS = ["none-chosen", "not-staff"] as const;
export type ManyRefusal = (typeof MANY_REFUSALS)[number];

/** All under the filters asked for: how many, the leads as they stand, to confirm. */
export type ManyConfirmation = {
  kind: "confirm";
  asked: ManyAsked;
  list: string;
  leads: { id: string; version: number }[];
  /** More are under the filters than change at once: nothing to confirm. */
  tooMany: boolean;
};

/** Some were not changed: the notice, and those left as they are now, chosen again. */
export type ManySkipped = { kind: "skipped"; notice: ManyNotice; list: string; rows: LeadRow[] };

/** A chosen lead's box: its id and the version the list showed. */
const chosenLead = z
  .string()
  .regex(/^([\w-]{1,64}):(\d{1,9})$/)
  .transform((value) => {
    const [id, seen] = value.split(":");
    return { id: id!, seen: Number(seen) };
  });

const askedFields = z.discriminatedUnion("change", [
  z.object({ change: z.literal("status"), "to-status": z.enum(LEAD_STATUSES) }),
  z.object({
    change: z.literal("owner"),
    "to-owner": z.union([z.literal(""), z.email().toLowerCase()]),
  }),
]);

/** The notice a redirect after a change to many carries, read back (listWith). */
export function manyNoticeOf(url: URL): ManyNotice | ManyRefusal | undefined {
  const query = url.searchParams;
  const refused = MANY_REFUSALS.find((name) => name === query.get("refused"));
  if (refused) return refused;
  const kind = query.get("changed");
  const done = Number(query.get("count") ?? Number.NaN);
  const to = query.get("to") ?? "";
  if ((kind !== "status" && kind !== "owner") || !Number.isInteger(done) || done < 0) {
    return undefined;
  }
  if (kind === "status" && !LEAD_STATUSES.includes(to as LeadStatus)) return undefined;
  return { kind, to, done, moved: 0, gone: 0 };
}

/**
 * A status or an owner given to many leads in one step, from the list (its boxes, each with the
 * version it showed) or, after a confirmation, to all under its filters. Each lead changes as its
 * own page would change it, with its history and the audit log saying so; one someone else changed
 * after it was shown is left as it is. All changed: back to the list, saying how many. Some left:
 * a page naming them, chosen again as they now are, to change again after a look.
 */
export async function changeManyPage(
  request: Request,
  inbox: InboxLocals,
): Promise<Response | ((ManyConfirmation | ManySkipped) & { staff: StaffChoice[] })> {
  const answer = await changeManyAnswer(request, inbox);
  return answer instanceof Response ? answer : { ...answer, staff: await staffChoices(inbox.db) };
}

async function changeManyAnswer(
  request: Request,
  inbox: InboxLocals,
): Promise<Response | ManyConfirmation | ManySkipped> {
  const form = await request.formData();
  const address = listAddressOf(form.get("list"), inbox.searchSecret);
  const list = listHref(address);
  const fields = askedFields.safeParse(Object.fromEntries(form));
  if (!fields.success) return redirect(list);
  const asked: ManyAsked =
    fields.data.change === "status"
      ? { kind: "status", to: fields.data["to-status"] }
      : { kind: "owner", to: fields.data["to-owner"] };
  if (asked.kind === "owner" && asked.to && !(await isStaff(inbox.db, asked.to))) {
    return redirect(withQuery(list, { refused: "not-staff" }));
  }
  if (form.get("scope") === "filtered") {
    const leads = await versionsUnder(
      inbox.db,
      ownersOf(address.filter, inbox),
      inbox.timeZone,
      MAX_AT_ONCE + 1,
    );
    return {
      kind: "confirm",
      asked,
      list,
      leads: leads.slice(0, MAX_AT_ONCE),
      tooMany: leads.length > MAX_AT_ONCE,
    };
  }
  const chosen = form
    .getAll("lead")
    .flatMap((value) => {
      const parsed = chosenLead.safeParse(value);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_AT_ONCE);
  if (!chosen.length) return redirect(withQuery(list, { refused: "none-chosen" }));
  const change: ManyChange =
    asked.kind === "status" ? { status: asked.to as LeadStatus } : { owner: asked.to || null };
  const outcome = await changeMany(inbox.db, chosen, change, {
    by: inbox.signedIn?.staff.email ?? "",
    at: new Date().toISOString(),
  });
  for (const leadId of outcome.changed) {
    await auditRequest(request, inbox, {
      action: asked.kind === "status" ? "status-changed" : "assigned",
      leadId,
      detail: asked.to,
    });
  }
  const notice = { ...asked, done: outcome.done.length, moved: outcome.moved, gone: outcome.gone };
  if (!notice.moved && !notice.gone) {
    return redirect(withQuery(list, { changed: asked.kind, to: asked.to, count: notice.done }));
  }
  const left = chosen.map(({ id }) => id).filter((id) => !outcome.done.includes(id));
  return { kind: "skipped", notice, list, rows: await leadRowsOf(inbox.db, left) };
}
