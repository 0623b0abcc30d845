import type { Updateable, UpdateQueryBuilder, UpdateResult } from "kysely";
import type { Db } from "@/server/db/client";
import { onChosen, type ChosenOutcome } from "./chosen";
import { inPlace } from "./queries";
import {
  LEAD_STATUSES,
  type Database,
  type Lead,
  type LeadsTable,
  type LeadStatus,
} from "@/server/db/schema";

type StatusChange = {
  leadId: string;
  status: LeadStatus;
  /** A staff member's address, or the scheduler (SCHEDULER_ACTOR). */
  by: string;
  at: string;
  /** The statuses it may change from; any other stays. */
  from?: readonly LeadStatus[];
  /** The lead's version the person saw: once another change has come, theirs is refused. */
  seen?: number;
};

/** `stale`: refused, another change came after the version the person saw. */
export type ChangeOutcome = "changed" | "unchanged" | "stale";

type LeadUpdate = UpdateQueryBuilder<Database, "leads", "leads", UpdateResult>;

/** An update that replaces what leads hold, moving each one's version on. */
const replacing = (db: Db, set: Updateable<LeadsTable>) =>
  db.updateTable("leads").set((eb) => ({ ...set, version: eb("version", "+", 1) }));

/**
 * A change that replaces what a lead held (its status, its owner), in one statement, so whichever
 * of two changes comes second sees the first; it moves the lead's version on. `applies` narrows
 * it to the leads it would change. With `seen`, it is refused once the version has moved since.
 */
async function changeLead(
  db: Db,
  leadId: string,
  set: Updateable<LeadsTable>,
  applies: (update: LeadUpdate) => LeadUpdate,
  seen: number | undefined,
): Promise<ChangeOutcome> {
  let change = applies(replacing(db, set).where("id", "=", leadId));
  if (seen !== undefined) change = change.where("version", "=", seen);
  const result = await change.executeTakeFirst();
  if (result.numUpdatedRows > 0n) return "changed";
  if (seen === undefined) return "unchanged";
  const now = await db
    .selectFrom("leads")
    .select("version")
    .where("id", "=", leadId)
    .executeTakeFirst();
  return now && now.version !== seen ? "stale" : "unchanged";
}

/** A lead's status, with who set it and when. */
export const setLeadStatus = (
  db: Db,
  { leadId, status, by, at, from = LEAD_STATUSES, seen }: StatusChange,
): Promise<ChangeOutcome> =>
  changeLead(
    db,
    leadId,
    { status, status_by: by, status_at: at },
    (update) => update.where("status", "!=", status).where("status", "in", from),
    seen,
  );

type OwnerChange = {
  leadId: string;
  /** A staff member's address, or null for no one. */
  owner: string | null;
  by: string;
  at: string;
  seen?: number;
};

/** Gives a lead to a staff member, or to no one, with who did and when. */
export const assignLead = (db: Db, { leadId, owner, by, at, seen }: OwnerChange) =>
  changeLead(
    db,
    leadId,
    { owner, owner_by: by, owner_at: at },
    (update) =>
      owner === null
        ? update.where("owner", "is not", null)
        : update.where((eb) => eb.or([eb("owner", "is", null), eb("owner", "!=", owner)])),
    seen,
  );

/** A change to many leads at once: a status, or an owner (null: no one). */
export type ManyChange = { status: LeadStatus } | { owner: string | null };

/**
 * One change to each chosen lead, each as it was seen (`seen`, its version then): a lead changed
 * since by someone else is left as it is (moved on), as is one no longer among the leads (gone).
 * `changed` are those this moved on; a lead that held the change already is done, unchanged.
 */
export async function changeMany(
  db: Db,
  chosen: readonly { id: string; seen: number }[],
  change: ManyChange,
  { by, at }: { by: string; at: string },
): Promise<ChosenOutcome & { changed: string[] }> {
  const seenOf = new Map(chosen.map(({ id, seen }) => [id, seen]));
  const changed: string[] = [];
  const outcome = await onChosen(db, [...seenOf.keys()], async (ids) => {
    const leads = await db
      .selectFrom("leads")
      .select("id")
      .where("id", "in", ids)
      .where(inPlace("leads"))
      .execute();
    const done: { id: string }[] = [];
    for (const { id } of leads) {
      const seen = seenOf.get(id);
      const made = await ("status" in change
        ? setLeadStatus(db, { leadId: id, status: change.status, by, at, seen })
        : assignLead(db, { leadId: id, owner: change.owner, by, at, seen }));
      if (made === "stale") continue;
      if (made === "changed") changed.push(id);
      done.push({ id });
    }
    return done;
  });
  return { ...outcome, changed };
}

/**
 * Every lead `owner` works goes back to no one (their account was removed), each version moved on
 * as assignLead's would be; how many.
 */
export async function unassignAll(
  db: Db,
  { owner, by, at }: { owner: string; by: string; at: string },
): Promise<number> {
  const result = await replacing(db, { owner: null, owner_by: by, owner_at: at })
    .where("owner", "=", owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The change a lead's version last moved with, as far as the lead says: a status or an owner. */
export type LatestChange =
  | { kind: "status"; by: string; at: string; status: LeadStatus }
  | { kind: "owner"; by: string; at: string; owner: string | null };

export function latestChange(lead: Lead): LatestChange | null {
  const status: LatestChange | null =
    lead.status_by && lead.status_at
      ? { kind: "status", by: lead.status_by, at: lead.status_at, status: lead.status }
      : null;
  const owner: LatestChange | null =
    lead.owner_by && lead.owner_at
      ? { kind: "owner", by: lead.owner_by, at: lead.owner_at, owner: lead.owner }
      : null;
  if (!status || !owner) return status ?? owner;
  return owner.at > status.at ? owner : status;
}

const changed = async (outcome: Promise<ChangeOutcome>) => (await outcome) === "changed";

/** A booking makes its lead booked, unless it is already won. */
export const markBooked = (db: Db, change: Omit<StatusChange, "status" | "from">) =>
  changed(
    setLeadStatus(db, {
      ...change,
      status: "booked",
      from: LEAD_STATUSES.filter((status) => status !== "won"),
    }),
  );

/**
 * A canceled booking puts back the status it replaced, if nothing since has changed the lead's
 * (it is still booked); a status it replaced that is not one of today's is left alone.
 */
export async function unmarkBooked(
  db: Db,
  change: Omit<StatusChange, "status" | "from">,
  before: string | null,
): Promise<boolean> {
  const previous = LEAD_STATUSES.find((status) => status === before);
  if (!previous) return false;
  return changed(setLeadStatus(db, { ...change, status: previous, from: ["booked"] }));
}
