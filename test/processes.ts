// The built site's processes for the stress suite and the restore drill (test/stress.ts,
// test/restore-drill.ts): each run under plain Node on 127.0.0.1, over a store of its own made
// here, SQLite in a folder or a database in a throwaway PostgreSQL cluster.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";
import { adminQuery, startPostgresCluster, type PostgresCluster } from "./postgres-cluster";
import { compiledCommand, LISTENING, untilPrinted } from "./production-server";

export type Storage = { dataDir: string; databaseUrl?: string };
export type Proc = { child: ChildProcess; log: string[] };
export type Server = Proc & { url: string };

const running = new Set<ChildProcess>();

/** Every process a run started and that still runs, with whatever it started, ends with it. */
function killAll(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * Runs a compiled command of the build (its file and arguments) under plain Node, as npm does, in
 * a process group of its own: what it starts (Litestream) goes down with it in `crash`.
 */
export function startProcess(args: string[], env: Record<string, string>): Proc {
  const log: string[] = [];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk) => log.push(String(chunk)));
  return { child, log };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export function stop(proc: Proc, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (exited(proc.child)) return Promise.resolve();
  return new Promise((resolve) => {
    proc.child.once("exit", () => resolve());
    proc.child.kill(signal);
  });
}

/** kill -9 of the process and everything it started, as when the machine is lost. */
export function crash(proc: Proc): Promise<void> {
  if (exited(proc.child)) return Promise.resolve();
  return new Promise((resolve) => {
    proc.child.once("exit", () => resolve());
    process.kill(-proc.child.pid!, "SIGKILL");
  });
}

/** Runs a compiled command to its end: its exit code and what it printed. */
export async function runCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const proc = startProcess(args, env);
  const code = await new Promise<number | null>((resolve) =>
    proc.child.once("close", (exitCode) => resolve(exitCode)),
  );
  return { code, output: proc.log.join("") };
}

export const storageEnv = (storage: Storage) => ({
  DATA_DIR: storage.dataDir,
  DATABASE_URL: storage.databaseUrl ?? "",
});

export async function startServer(
  storage: Storage,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const proc = startProcess([compiledCommand("serve"), "-H", "127.0.0.1", "-p", String(port)], {
    ...storageEnv(storage),
    SITE_URL: `http://127.0.0.1:${port}`,
    LEAD_RATE_LIMIT: "0",
    LEAD_MIN_FILL_MS: "0",
    LEAD_WORKER: "off",
    TRUSTED_PROXY_HOPS: "0",
    SMTP_URL: "",
    LEAD_WEBHOOK_URL: "",
    ...env,
  });
  await untilPrinted(proc.child, LISTENING, 60_000);
  return { ...proc, url: `http://127.0.0.1:${port}` };
}

export const DB_CHOICES = ["sqlite", "postgres", "both"] as const;
export type StoreName = "SQLite" | "PostgreSQL";

/**
 * Runs `suite` on SQLite, PostgreSQL or both (`db`), each store it asks for a new one: a folder,
 * and with PostgreSQL a database of its own in TEST_DATABASE_URL's server or a throwaway cluster.
 * Whatever the suite leaves running or stored is gone when it ends; an error it throws is
 * returned as what failed.
 */
export async function onEachStore(
  db: (typeof DB_CHOICES)[number],
  prefix: string,
  suite: (name: StoreName, newStorage: () => Promise<Storage>) => Promise<void>,
): Promise<string | null> {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    folders.push(dir);
    return dir;
  };
  let cluster: PostgresCluster | null = null;
  try {
    if (db !== "postgres") await suite("SQLite", async () => ({ dataDir: folder() }));
    if (db !== "sqlite") {
      const adminUrl =
        process.env.TEST_DATABASE_URL ||
        (cluster = await startPostgresCluster({ durable: true }))?.url;
      if (!adminUrl) {
        console.log(
          "\n[PostgreSQL] skipped: set TEST_DATABASE_URL or install the postgresql server package",
        );
      } else {
        let n = 0;
        await suite("PostgreSQL", async () => {
          const name = `${prefix}_${Date.now().toString(36)}_${n++}`;
          await adminQuery(adminUrl, `create database ${name}`);
          const url = new URL(adminUrl);
          url.pathname = `/${name}`;
          return { dataDir: folder(), databaseUrl: url.toString() };
        });
      }
    }
    return null;
  } catch (error) {
    return `the suite could not run: ${(error as Error).stack ?? String(error)}`;
  } finally {
    killAll();
    cluster?.stop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
}

/** The store is gone, as with the machine that held it: its folder, and its PostgreSQL database. */
export async function destroyStore(storage: Storage): Promise<void> {
  rmSync(storage.dataDir, { recursive: true, force: true });
  if (!storage.databaseUrl) return;
  const adminUrl = new URL(storage.databaseUrl);
  const name = adminUrl.pathname.slice(1);
  adminUrl.pathname = "/postgres";
  await adminQuery(adminUrl.toString(), `drop database ${name} with (force)`);
}
