import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { createInterface } from "node:readline";
import SQLite from "better-sqlite3";
import { sqliteFile } from "../db/client";
import { errorKind, log as serverLog } from "../log";
import {
  erasureFile,
  erasureMarked,
  markErasure,
  STATUS_EVERY_MS,
  statusFile,
  writeReplicaStatus,
  type ReplicaStatus,
} from "./replica-status";
import { litestreamConfig, type BackupSettings } from "./settings";

/** The official Litestream 0.3.13 binary, which its package ships for Linux on x64. */
export const LITESTREAM_BINARY = join(
  dirname(createRequire(import.meta.url).resolve("@flydotio/litestream-linux-x64/package.json")),
  "litestream",
);

export type ReplicaTarget = BackupSettings & { BACKUP_URL: string };

const log = serverLog.child({ component: "replica" });

/** Litestream keeps its shadow WAL here, beside the database: copies of the pages as written. */
const shadowFolder = (databasePath: string) =>
  join(dirname(databasePath), `.${basename(databasePath)}-litestream`);

/**
 * The store's generations, from `litestream generations` (a header line, then one a line, its
 * name first).
 */
export function replicaGenerations(configPath: string, databasePath: string): string[] {
  const listed = spawnSync(
    LITESTREAM_BINARY,
    ["generations", "-no-expand-env", "-config", configPath, databasePath],
    { encoding: "utf8" },
  );
  if (listed.status !== 0) throw new Error(`litestream generations: ${listed.stderr.trim()}`);
  return listed.stdout
    .trim()
    .split("\n")
    .slice(1)
    .flatMap((line) => line.split(/\s+/).slice(1, 2));
}

/** A private folder for Litestream's configurations (the age identity a restore reads among them). */
export function writeConfigs(files: Record<string, string>): {
  path: (name: string) => string;
  remove: () => void;
} {
  const folder = mkdtempSync(join(tmpdir(), "litestream-"));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(folder, name), text, { mode: 0o600 });
  }
  return {
    path: (name) => join(folder, name),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** `key=value` and `key="quoted value"` pairs of one of Litestream's logfmt lines. */
function logfmt(line: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, key = "", quoted, bare] of line.matchAll(
    /(\w[\w-]*)=(?:"((?:[^"\\]|\\.)*)"|(\S*))/g,
  )) {
    fields[key] =
      quoted !== undefined ? quoted.replace(/\\n/g, " ").replace(/\\(.)/g, "$1") : (bare ?? "");
  }
  return fields;
}

const REPLICATED = new Set(["wal segment written", "snapshot written"]);
const RESTART_DELAYS_MS = [1_000, 5_000, 30_000];
const ERASURE_POLL_MS = 1_000;
const NEWEST_ONLY_WITHIN_MS = 60_000;

/**
 * Runs `litestream replicate` for the SQLite database in `dataDir`, restarts it when it stops,
 * writes how the replica fares for the server (replica-status.ts), and acts on erasures: with
 * Litestream stopped the write-ahead log is emptied, Litestream's own copies of it deleted, and a
 * new generation started, and every older one deleted from the store before replicating on.
 */
export function superviseReplica(target: ReplicaTarget, dataDir: string) {
  const databasePath = sqliteFile(dataDir);
  const configs = writeConfigs({
    "replicate.yml": litestreamConfig(target, databasePath),
    "newest-only.yml": litestreamConfig(target, databasePath, { keepOnlyNewest: true }),
  });
  const started = new Date().toISOString();
  const status: ReplicaStatus = {
    at: started,
    state: "starting",
    since: started,
    replicatedAt: null,
    erasing: false,
  };
  const report = (change: Partial<ReplicaStatus> = {}) => {
    const now = new Date().toISOString();
    if (change.state && change.state !== status.state) status.since = now;
    Object.assign(status, change, { at: now });
    if (change.state !== "failing") delete status.error;
    try {
      writeReplicaStatus(dataDir, status);
    } catch (error) {
      log.error({ error: errorKind(error) }, "the replica's status could not be written");
    }
  };

  let child: ChildProcess | undefined;
  let stopping = false;
  let resetting = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  function run(config: string): ChildProcess {
    const litestream = spawn(
      LITESTREAM_BINARY,
      ["replicate", "-no-expand-env", "-config", config],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    for (const stream of [litestream.stdout, litestream.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        process.stderr.write(`${line}\n`);
        const fields = logfmt(line);
        // Once stopped on purpose, a task cut short is no failure of the replica.
        if (litestream.killed) return;
        if (fields.level === "ERROR") {
          report({
            state: "failing",
            error: [fields.msg, fields.error].filter(Boolean).join(": "),
          });
        } else if (REPLICATED.has(fields.msg ?? "")) {
          failures = 0;
          report({ state: "replicating", replicatedAt: new Date().toISOString() });
        }
      });
    }
    return litestream;
  }

  function replicate(): void {
    child = run(configs.path("replicate.yml"));
    child.once("exit", (code, signal) => {
      child = undefined;
      if (stopping || resetting) return;
      const delay = RESTART_DELAYS_MS[Math.min(failures++, RESTART_DELAYS_MS.length - 1)] ?? 0;
      report({ state: "failing", error: `litestream exited (${signal ?? `code ${code}`})` });
      log.error({ code, signal, restartInMs: delay }, "litestream stopped; restarting it");
      restartTimer = setTimeout(replicate, delay);
    });
  }

  const stopChild = () =>
    new Promise<void>((resolve) => {
      if (!child) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });

  /** Clears what an erasure left in SQLite's log and in the replica; false to try again later. */
  async function startAnew(): Promise<boolean> {
    clearTimeout(restartTimer);
    await stopChild();
    // An erasure after this one marks again, and is seen on the next round.
    unlinkSync(erasureFile(dataDir));
    const database = new SQLite(databasePath, { fileMustExist: true });
    try {
      database.pragma("busy_timeout = 5000");
      const [result] = database.pragma("wal_checkpoint(truncate)") as { busy: number }[];
      if (result?.busy) {
        markAgain();
        log.warn("the write-ahead log was in use; emptying it again in a second");
        return false;
      }
    } finally {
      database.close();
    }
    rmSync(shadowFolder(databasePath), { recursive: true, force: true });
    const newestOnly = configs.path("newest-only.yml");
    child = run(newestOnly);
    const deadline = Date.now() + NEWEST_ONLY_WITHIN_MS;
    const generation = () => readFileSync(join(shadowFolder(databasePath), "generation"), "utf8");
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, ERASURE_POLL_MS));
      try {
        const generations = replicaGenerations(newestOnly, databasePath);
        if (generations.length === 1 && generations[0] === generation().trim()) return true;
      } catch {
        // Not written yet, or the store did not answer: asked again in a second.
      }
    }
    log.error("the replica's older generations were not all deleted within a minute");
    markAgain();
    return false;
  }

  const markAgain = () => markErasure(dataDir);

  async function erasureRound(): Promise<void> {
    if (resetting || stopping || !erasureMarked(dataDir)) return;
    resetting = true;
    report({ erasing: true });
    let done = false;
    try {
      done = await startAnew();
    } catch (error) {
      log.error({ error: errorKind(error) }, "an erasure could not be carried to the replica");
      markAgain();
    }
    await stopChild();
    resetting = false;
    if (done) log.info("an erasure reached the replica: a new generation, the older ones deleted");
    report({ erasing: !done });
    if (!stopping) replicate();
  }

  report();
  replicate();
  const heartbeat = setInterval(() => report(), STATUS_EVERY_MS);
  const erasures = setInterval(() => void erasureRound(), ERASURE_POLL_MS);

  return {
    async stop(): Promise<void> {
      stopping = true;
      clearInterval(heartbeat);
      clearInterval(erasures);
      clearTimeout(restartTimer);
      while (resetting) await new Promise((resolve) => setTimeout(resolve, 100));
      await stopChild();
      configs.remove();
      rmSync(statusFile(dataDir), { force: true });
    },
  };
}
