import { readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { serverEnv } from "../env";

/**
 * The replica's supervisor (`npm run litestream -- replicate`, cli/litestream.ts) and the
 * processes that write the database meet in SQLite's folder: the supervisor writes how the
 * replica fares there every few seconds, and an erasure leaves a mark there for it to act on.
 */
const STATUS_FILE = "replica-status.json";
const ERASURE_FILE = "replica-erasure";

/** How often the supervisor rewrites its status, and when one not rewritten means it stopped. */
export const STATUS_EVERY_MS = 5_000;
const STALE_AFTER_MS = 30_000;
/** A failure shorter than this (a store's passing hiccup, retried each second) is no trouble. */
export const FAILING_GRACE_SECONDS = 60;

const statusSchema = z.object({
  at: z.iso.datetime(),
  state: z.enum(["starting", "replicating", "failing", "misconfigured"]),
  since: z.iso.datetime(),
  replicatedAt: z.iso.datetime().nullable(),
  /** Litestream's or the settings' words, which name the store but no person. */
  error: z.string().optional(),
  /** An erasure waits to reach the replica: a new generation, the older ones deleted. */
  erasing: z.boolean(),
});

export type ReplicaStatus = z.output<typeof statusSchema>;

export const statusFile = (dataDir: string) => join(dataDir, STATUS_FILE);
export const erasureFile = (dataDir: string) => join(dataDir, ERASURE_FILE);

/** Whole or not at all: a reader never sees half a file. */
export function writeReplicaStatus(dataDir: string, status: ReplicaStatus): void {
  const next = `${statusFile(dataDir)}.next`;
  writeFileSync(next, JSON.stringify(status), { mode: 0o600 });
  renameSync(next, statusFile(dataDir));
}

function readReplicaStatus(dataDir: string): ReplicaStatus | null {
  try {
    return statusSchema.parse(JSON.parse(readFileSync(statusFile(dataDir), "utf8")));
  } catch {
    return null;
  }
}

/** What /readyz and the inbox say of the replica. */
export type ReplicaHealth =
  | { state: "off" }
  | { state: "stopped" }
  | {
      state: ReplicaStatus["state"];
      /** How long it has been in this state. */
      forSeconds: number;
      /** Since a change last reached the store; null before the first since the start. */
      replicatedSecondsAgo: number | null;
      error?: string;
      erasing: boolean;
    };

const secondsBetween = (from: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(from)) / 1000));

/**
 * The replica as its supervisor last wrote: "off" where none is set up (no BACKUP_URL, and no
 * supervisor has written), "stopped" when its status is missing or too old to be its own.
 */
export function replicaHealth(dataDir: string, expected: boolean, now: Date): ReplicaHealth {
  const status = readReplicaStatus(dataDir);
  if (!status) return expected ? { state: "stopped" } : { state: "off" };
  // A supervisor stopped by its settings says why until they are mended; one that stops cleanly
  // removes its status.
  const stale = now.getTime() - Date.parse(status.at) > STALE_AFTER_MS;
  if (stale && status.state !== "misconfigured") return { state: "stopped" };
  return {
    state: status.state,
    forSeconds: secondsBetween(status.since, now),
    replicatedSecondsAgo: status.replicatedAt ? secondsBetween(status.replicatedAt, now) : null,
    ...(status.error !== undefined && { error: status.error }),
    erasing: status.erasing,
  };
}

export const replicaInTrouble = (health: ReplicaHealth) =>
  health.state === "stopped" ||
  health.state === "misconfigured" ||
  (health.state === "failing" && health.forSeconds >= FAILING_GRACE_SECONDS);

/** Whether a supervisor runs beside the database in `dataDir`: its status is fresh. */
export function replicaSupervised(dataDir: string, now: Date = new Date()): boolean {
  const status = readReplicaStatus(dataDir);
  return status !== null && now.getTime() - Date.parse(status.at) <= STALE_AFTER_MS;
}

/** After an erasure: the supervisor clears SQLite's copies and starts the replica anew. */
export function markErasure(dataDir: string, now: Date = new Date()): void {
  writeFileSync(erasureFile(dataDir), now.toISOString(), { mode: 0o600 });
}

export function erasureMarked(dataDir: string): boolean {
  return statSync(erasureFile(dataDir), { throwIfNoEntry: false }) !== undefined;
}

let backupUrlSet: boolean | undefined;

/**
 * The replica of the server's own database, for /readyz and the inbox: none under PostgreSQL.
 * Only whether BACKUP_URL is set is read here; the supervisor validates it, and a bad one shows
 * as "misconfigured" without stopping the site.
 */
export function serverReplica(now: Date = new Date()): ReplicaHealth {
  const { DATABASE_URL, DATA_DIR } = serverEnv();
  if (DATABASE_URL) return { state: "off" };
  backupUrlSet ??= (process.env.BACKUP_URL ?? "").trim() !== "";
  return replicaHealth(DATA_DIR, backupUrlSet, now);
}
