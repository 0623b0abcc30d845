#!/usr/bin/env node
// Litestream for the site's SQLite database, configured from its settings (docs/backup.md); also
// package.json's bin, so `npx --no-install litestream version` runs the project's Litestream.
import "./settings-files";
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { readIdentities } from "@/server/backup/encryption";
import { writeReplicaStatus } from "@/server/backup/replica-status";
import {
  parseBackupEnv,
  litestreamConfig,
  REPLICA_TIMING,
  type BackupSettings,
} from "@/server/backup/settings";
import {
  LITESTREAM_BINARY,
  superviseReplica,
  writeConfigs,
  type ReplicaTarget,
} from "@/server/backup/supervisor";
import { sqliteFile } from "@/server/db/client";
import { parseServerEnv } from "@/server/env";
import { log } from "@/server/log";
import { EXIT_BAD_CONFIGURATION, settingsOrExit } from "./configuration";

const USAGE = `Usage: npm run litestream -- <command> [options]

Commands:
  replicate                       Copy every change of DATA_DIR's database to BACKUP_URL within
                                  a second, until stopped (voltcare-replica.service runs it)
  restore PATH [--identity FILE] [--timestamp TIME]
                                  Make PATH a copy of the database from the replica: as it is
                                  now, or as it was at TIME (ISO); FILE holds the age identity
                                  when BACKUP_AGE_RECIPIENT is set
  generations                     The replica's generations
  snapshots                       The replica's snapshots
  Anything else runs Litestream itself, such as version or help.`;

const [command = "help", ...rest] = process.argv.slice(2);
const OWN = ["replicate", "restore", "generations", "snapshots"];

if (!OWN.includes(command)) {
  const run = spawnSync(LITESTREAM_BINARY, [command, ...rest], { stdio: "inherit" });
  if (command === "help" || command === "-h") console.log(`\n${USAGE}`);
  process.exit(run.status ?? 1);
}

const env = settingsOrExit(() => parseServerEnv(process.env));
log.level = env.LOG_LEVEL;

function misconfigured(message: string): never {
  // The server shows why the replica is not running (/readyz, the inbox); not under PostgreSQL,
  // whose folder may not exist.
  if (command === "replicate" && !env.DATABASE_URL) {
    const now = new Date().toISOString();
    writeReplicaStatus(env.DATA_DIR, {
      at: now,
      state: "misconfigured",
      since: now,
      replicatedAt: null,
      error: message,
      erasing: false,
    });
  }
  console.error(message);
  process.exit(EXIT_BAD_CONFIGURATION);
}

let settings: BackupSettings;
try {
  settings = parseBackupEnv(process.env);
} catch (error) {
  misconfigured((error as Error).message);
}
if (env.DATABASE_URL) {
  misconfigured(
    'Litestream replicates SQLite only: with DATABASE_URL, back PostgreSQL up with its own tools (docs/backup.md, "PostgreSQL").',
  );
}
if (!settings.BACKUP_URL) misconfigured("BACKUP_URL is not set: where should the replica go?");
const target: ReplicaTarget = { ...settings, BACKUP_URL: settings.BACKUP_URL };
const databasePath = sqliteFile(env.DATA_DIR);

if (command === "replicate") {
  const supervisor = superviseReplica(target, env.DATA_DIR);
  log.info({ component: "replica", syncInterval: REPLICA_TIMING.syncInterval }, "replicating");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      await supervisor.stop();
      log.info({ component: "replica" }, "replica stopped");
      process.exit(0);
    });
  }
} else {
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { identity: { type: "string" }, timestamp: { type: "string" } },
  });
  if (settings.BACKUP_AGE_RECIPIENT && !values.identity) {
    console.error(
      "The replica is encrypted to BACKUP_AGE_RECIPIENT: give its identity with --identity FILE.",
    );
    process.exit(2);
  }
  let identities: string[] = [];
  try {
    if (values.identity) identities = readIdentities(values.identity);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const configs = writeConfigs({
    "litestream.yml": litestreamConfig(target, databasePath, { identities }),
  });
  const config = configs.path("litestream.yml");
  let status = 0;
  if (command === "restore") {
    const [output] = positionals;
    if (!output) {
      console.error(USAGE);
      process.exit(2);
    }
    const timestamp = values.timestamp ? ["-timestamp", values.timestamp] : [];
    status =
      spawnSync(
        LITESTREAM_BINARY,
        ["restore", "-no-expand-env", "-config", config, "-o", output, ...timestamp, databasePath],
        { stdio: "inherit" },
      ).status ?? 1;
  } else {
    status =
      spawnSync(LITESTREAM_BINARY, [command, "-no-expand-env", "-config", config, databasePath], {
        stdio: "inherit",
      }).status ?? 1;
  }
  configs.remove();
  process.exit(status);
}
