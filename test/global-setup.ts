import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server for the storage tests, or "" when none could be started. */
    postgresUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? join(root, version, "bin") : "";
  return existsSync(join(bin, "initdb")) ? bin : null;
}

/**
 * Gives the storage tests a real PostgreSQL server: TEST_DATABASE_URL when set, otherwise a
 * throwaway cluster on 127.0.0.1 started from the installed server binaries. Without either,
 * the PostgreSQL runs are skipped with a notice.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("postgresUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = postgresBin();
  if (!bin) {
    console.warn(
      "\n[test] No PostgreSQL server found (install postgresql or set TEST_DATABASE_URL): PostgreSQL tests are skipped.\n",
    );
    project.provide("postgresUrl", "");
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "leads-pg-"));
  const data = join(dir, "data");
  const port = await freePort();
  // PostgreSQL refuses to run as root; the package's own system user runs it instead.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString()),
      Number(execFileSync("id", ["-g", "postgres"]).toString()),
    );
  run(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  run(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    "start",
  ]);
  project.provide("postgresUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    run(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    rmSync(dir, { recursive: true, force: true });
  };
}
