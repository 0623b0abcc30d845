// The replica's supervisor with the real Litestream binary, on a real SQLite database, to a
// folder (the S3 store is the restore drill's, test/restore-drill.ts) and to a store that does
// not answer.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLog } from "../../../test/log-lines";
import { contactLeadSchema } from "../../../test/server-words";
import { eraseByEmail } from "@/leads/server/record/queries";
import { contactLeadRecord, storeLead } from "@/leads/server/record/store";
import { openDatabase, SQLITE_FILE, type DbHandle } from "../db/client";
import { erasureFile, replicaHealth, type ReplicaHealth } from "./replica-status";
import { litestreamConfig } from "./settings";
import { LITESTREAM_BINARY, superviseReplica, writeConfigs } from "./supervisor";

const ADDRESS = "odalys.brennecke@northgate-dental.example";
/** What must be nowhere in the replica once she is erased. */
const WORDS = [ADDRESS, "Pemberton Avenue front desk", "Brennecke"];

const person = contactLeadSchema.parse({
  name: "Odalys Brennecke",
  email: ADDRESS,
  phone: "(414) 555-0142",
  subject: "Calls missed at the Pemberton Avenue front desk",
  message: "The Pemberton Avenue front desk misses about a dozen calls every lunch hour.",
});
const someoneElse = contactLeadSchema.parse({
  name: "Rafe Castellano",
  email: "rafe@castellano-ortho.example",
  subject: "Growth plan",
  message: "We would like to book more new-patient consultations.",
});

let folder = "";
let dataDir = "";
let replicaDir = "";
let handle: DbHandle;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), "replica-test-"));
  dataDir = join(folder, "data");
  replicaDir = join(folder, "replica");
  handle = await openDatabase({ dataDir });
});

afterEach(async () => {
  await handle.close();
  rmSync(folder, { recursive: true, force: true });
});

const store = (lead: typeof person) =>
  storeLead(
    handle.db,
    contactLeadRecord(lead),
    { ipHash: null, idempotency: null, suspected: null },
    ["email"],
  );

async function until<T>(what: () => T, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = what();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = what();
  }
  return value;
}

const health = () => replicaHealth(dataDir, true, new Date());
const replicatedSince = (from: number) => (h: ReplicaHealth) =>
  h.state === "replicating" &&
  h.replicatedSecondsAgo !== null &&
  h.replicatedSecondsAgo <= (Date.now() - from) / 1000;

/** The database as the replica has it, read whole as text (pages and all). */
function restored(): { text: string; names: string[] } {
  const configs = writeConfigs({
    "restore.yml": litestreamConfig({ BACKUP_URL: replicaDir }, join(dataDir, SQLITE_FILE)),
  });
  const output = join(folder, `restored-${Date.now()}.db`);
  try {
    const run = spawnSync(LITESTREAM_BINARY, [
      "restore",
      "-no-expand-env",
      "-config",
      configs.path("restore.yml"),
      "-o",
      output,
      join(dataDir, SQLITE_FILE),
    ]);
    expect(run.status, String(run.stderr)).toBe(0);
  } finally {
    configs.remove();
  }
  const database = new SQLite(output, { readonly: true });
  const names = database.prepare("select name from leads order by name").pluck().all() as string[];
  database.close();
  return { text: readFileSync(output).toString("latin1"), names };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const generations = () => readdirSync(join(replicaDir, "generations"));

/**
 * Litestream's files are LZ4-compressed: each read as it was written, with Debian's lz4 (which
 * .ci/run installs), as compressed bytes could hide the words looked for. Every file is read by
 * another process: closing a descriptor of the live database or its -shm here would drop this
 * process's SQLite locks on it, and a Litestream starting then would find the shared memory
 * unclaimed and truncate it under this process's connection (SIGBUS).
 */
function decompressed(file: string): string {
  const run = file.endsWith(".lz4") ? spawnSync("lz4", ["-dc", file]) : spawnSync("cat", [file]);
  if (run.error || run.status !== 0) throw new Error(`reading ${file}: ${run.error ?? run.stderr}`);
  return run.stdout.toString("latin1");
}

describe("the replica's supervisor", () => {
  it("replicates each change within seconds, and an erasure reaches the replica without holding up the site", async () => {
    await store(person);
    await store(someoneElse);
    const started = Date.now();
    const supervisor = superviseReplica({ BACKUP_URL: replicaDir }, dataDir);
    try {
      expect(await until(health, replicatedSince(started))).toMatchObject({
        state: "replicating",
        erasing: false,
      });
      expect(restored().names).toEqual(["Odalys Brennecke", "Rafe Castellano"]);
      const before = generations();

      const lines = captureLog();
      const erasing = Date.now();
      expect(await eraseByEmail(handle.db, ADDRESS)).toMatchObject({ leads: 1 });
      // Litestream's read lock would have held a checkpoint for busy_timeout's 5 s.
      expect(Date.now() - erasing).toBeLessThan(1_000);
      lines.restore();
      expect(lines.lines.map((line) => line.msg)).toContain(
        "the replica's supervisor clears the write-ahead log and starts the replica anew",
      );

      const after = await until(
        health,
        (h) => !existsSync(erasureFile(dataDir)) && "erasing" in h && !h.erasing,
      );
      expect(after).toMatchObject({ state: "replicating", erasing: false });
      const [generation, ...others] = generations();
      expect(others).toEqual([]);
      expect(before).not.toContain(generation);

      const { text, names } = restored();
      expect(names).toEqual(["Rafe Castellano"]);
      const files = [...filesUnder(replicaDir), ...filesUnder(dataDir)];
      for (const file of files) {
        const contents = decompressed(file);
        for (const word of WORDS) expect(contents, `${word} in ${file}`).not.toContain(word);
      }
      for (const word of WORDS) expect(text).not.toContain(word);

      // The site goes on, and so does the replica, in the new generation.
      const next = Date.now();
      await store(person);
      expect(await until(health, replicatedSince(next))).toMatchObject({ state: "replicating" });
      expect(generations()).toEqual([generation]);
      expect(restored().names).toEqual(["Odalys Brennecke", "Rafe Castellano"]);
    } finally {
      await supervisor.stop();
    }
    expect(readdirSync(dataDir)).not.toContain("replica-status.json");
  }, 90_000);

  it("says the replica is failing, with Litestream's words, while its store does not answer; the site takes leads regardless", async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    // Litestream reads the store's keys from its environment, which it inherits.
    process.env.LITESTREAM_ACCESS_KEY_ID = "replica-test";
    process.env.LITESTREAM_SECRET_ACCESS_KEY = "replica-test-secret";
    const supervisor = superviseReplica(
      {
        BACKUP_URL: "s3://backups/voltcare",
        BACKUP_S3_ENDPOINT: `http://127.0.0.1:${closed}`,
      },
      dataDir,
    );
    try {
      await store(someoneElse);
      const failing = await until(health, (h) => h.state === "failing");
      expect(failing).toMatchObject({ state: "failing" });
      expect("error" in failing && failing.error).toMatch(/connection refused/);
      await store(person);
      expect(await handle.db.selectFrom("leads").select("id").execute()).toHaveLength(2);
    } finally {
      await supervisor.stop();
      delete process.env.LITESTREAM_ACCESS_KEY_ID;
      delete process.env.LITESTREAM_SECRET_ACCESS_KEY;
    }
  }, 60_000);
});
