import { clearDeletedCopies, type Db } from "@/server/db/client";
import { deleteLeadsIn, inPlace, LEAD_TABLES, type KeptApartPlace } from "./queries";
import type { DeliveryChannel } from "@/server/db/schema";
import type { VisitorEmailCaps } from "@/server/env";
import { releaseSuspected } from "./store";
import { onChosen, type ChosenOutcome } from "./chosen";

/** What a release sends, and when it is: the server's settings (deliveryChannels). */
export type ReleaseSettings = {
  channels: readonly DeliveryChannel[];
  now: Date;
  visitorCaps: VisitorEmailCaps;
};

/**
 * Suspected submissions are kept this many days from their arrival, and a discarded one as many
 * in the trash from its discard (or the retention period, if shorter).
 */
const SUSPECTED_RETENTION_DAYS = 30;

export const suspectedRetentionDays = (retentionDays: number) =>
  Math.min(SUSPECTED_RETENTION_DAYS, retentionDays);

/** How many submissions are in `place` (the suspected folder, or its trash), from its index. */
export async function countIn(db: Db, place: KeptApartPlace): Promise<number> {
  const { count } = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(inPlace(place))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Of the chosen ids, those now in `place` (as done), and how the rest moved on or went. */
export const chosenIn = (
  db: Db,
  ids: readonly string[],
  place: KeptApartPlace,
): Promise<ChosenOutcome> =>
  onChosen(db, ids, (chosen) =>
    db.selectFrom("leads").select("id").where("id", "in", chosen).where(inPlace(place)).execute(),
  );

/**
 * Releases the chosen ones still in the suspected folder as leads, each in its own transaction
 * (releaseSuspected): delivered once, and listed as arriving now.
 */
export const releaseChosen = (
  db: Db,
  ids: readonly string[],
  { channels, now, visitorCaps }: ReleaseSettings,
): Promise<ChosenOutcome> =>
  onChosen(db, ids, async (chosen) => {
    const released: { id: string }[] = [];
    for (const id of chosen) {
      const result = await releaseSuspected(db, id, channels, now, visitorCaps);
      if (result === "released") released.push({ id });
    }
    return released;
  });

/** Moves the chosen ones still in `from` to the other place, by what `values` write. */
const moveChosen = (
  db: Db,
  ids: readonly string[],
  from: KeptApartPlace,
  values: { discarded_at: string | null; discarded_by: string | null },
): Promise<ChosenOutcome> =>
  onChosen(db, ids, (chosen) =>
    db
      .updateTable("leads")
      .set(values)
      .where("id", "in", chosen)
      .where(inPlace(from))
      .returning("id")
      .execute(),
  );

/** Moves the chosen ones still in the suspected folder to its trash, by whom and when. */
export const discardSuspected = (
  db: Db,
  ids: readonly string[],
  { by, at }: { by: string; at: string },
): Promise<ChosenOutcome> =>
  moveChosen(db, ids, "suspected", { discarded_at: at, discarded_by: by });

/** Puts the chosen ones still in the trash back in the suspected folder. */
export const restoreDiscarded = (db: Db, ids: readonly string[]): Promise<ChosenOutcome> =>
  moveChosen(db, ids, "trash", { discarded_at: null, discarded_by: null });

/**
 * Deletes the chosen ones still in the trash, for good, with all that hangs on them (a booking):
 * nothing of them is left in the database's files either (clearDeletedCopies). The condition is
 * the row's own, so one restored meanwhile stays, in the suspected folder.
 */
export const deleteDiscarded = (db: Db, ids: readonly string[]): Promise<ChosenOutcome> =>
  onChosen(db, ids, async (chosen) => {
    const deleted = await db
      .deleteFrom("leads")
      .where("id", "in", chosen)
      .where(inPlace("trash"))
      .returning("id")
      .execute();
    if (deleted.length) await clearDeletedCopies(db, LEAD_TABLES);
    return deleted;
  });

/**
 * The retention of what is kept apart: a submission in the suspected folder goes `days` after it
 * arrived, one in the trash `days` after it was discarded, so a discard can always be undone for
 * as long. How many went.
 */
export async function purgeKeptApart(
  db: Db,
  days: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const purged = await db.transaction().execute(async (trx) => {
    const old = (place: KeptApartPlace) =>
      trx
        .selectFrom("leads")
        .select("id")
        .where(inPlace(place))
        .where(place === "trash" ? "discarded_at" : "created_at", "<", cutoff);
    return (await deleteLeadsIn(trx, old("suspected"))) + (await deleteLeadsIn(trx, old("trash")));
  });
  if (purged) await clearDeletedCopies(db, LEAD_TABLES);
  return purged;
}
