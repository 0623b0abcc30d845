import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./ports";

// scripts/bench/api.ts takes the port helper from here.
export { freePort };

function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? join(root, version, "bin") : "";
  return existsSync(join(bin, "initdb")) ? bin : null;
}

export type PostgresCluster = { url: string; stop: () => void };

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 from the installed server binaries, or
 * returns null when there are none. Tests turn fsync off for speed; benchmarks keep it on. Run as root, it runs the server as the `postgres` user,
 * since PostgreSQL refuses to run as root.
 */
export async function startPostgresCluster({
  durable = true,
} = {}): Promise<PostgresCluster | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "leads-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString());
  if (asRoot) chownSync(dir, id("-u"), id("-g"));
  // Connections over TCP sign in with a password, as a real server's do.
  const password = randomBytes(12).toString("hex");
  const passwordFile = join(dir, "password");
  writeFileSync(passwordFile, password);
  if (asRoot) chownSync(passwordFile, id("-u"), id("-g"));
  run(join(bin, "initdb"), [
    "-D",
    data,
    "--auth-local=trust",
    "--auth-host=scram-sha-256",
    `--pwfile=${passwordFile}`,
    "-U",
    "postgres",
    "--no-sync",
  ]);
  run(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=${durable ? "on" : "off"}`,
    "start",
  ]);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement (create or drop a database) as the server's administrator. */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
