import type { Db } from "@/server/db/client";

/**
 * What an action on chosen leads or submissions did: the ids it did, and of the rest how many had
 * moved on (someone else acted on them first) and how many were gone (erased, deleted for good,
 * or purged). Each one is done whole or not at all.
 */
export type ChosenOutcome = { done: string[]; moved: number; gone: number };

/**
 * Runs `act` on the chosen ids (each once), which answers those it did; the rest are told apart:
 * still stored (moved on), or not (gone).
 */
export async function onChosen(
  db: Db,
  ids: readonly string[],
  act: (chosen: string[]) => Promise<{ id: string }[]>,
): Promise<ChosenOutcome> {
  const chosen = [...new Set(ids)];
  if (!chosen.length) return { done: [], moved: 0, gone: 0 };
  const done = (await act(chosen)).map((row) => row.id);
  const rest = chosen.filter((id) => !done.includes(id));
  const stored = rest.length
    ? await db.selectFrom("leads").select("id").where("id", "in", rest).execute()
    : [];
  return { done, moved: stored.length, gone: rest.length - stored.length };
}
