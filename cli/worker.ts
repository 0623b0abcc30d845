// The delivery worker on its own, for web servers run with LEAD_WORKER=off. Any number may run
// at once: claims never overlap.
import "./settings-files";
import { join } from "node:path";
import { parseSiteConfig } from "@/config/schema";
import { openDatabase, storageOf, type DbHandle } from "@/server/db/client";
import { readEmailMaterial } from "@/leads/server/email-material";
import { readServerWords } from "@/leads/server/words";
import { parseServerEnv } from "@/server/env";
import { log } from "@/server/log";
import { housekeepingFromEnv } from "@/app/retention";
import { staffRecipients } from "@/inbox/server/lead-recipients";
import { startOutboxWorker } from "@/leads/server/outbox/worker";
import { settingsOrExit } from "./configuration";

const { site, env } = settingsOrExit(() => ({
  site: parseSiteConfig(process.env),
  env: parseServerEnv(process.env),
}));
log.level = env.LOG_LEVEL;

let opening: Promise<DbHandle> | undefined;
const database = () => {
  opening ??= openDatabase(storageOf(env)).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
};

// Runs as dist/cli/worker.mjs: the emails' words and the documents are the build's.
const clientDir = join(import.meta.dirname, "..", "client");
const { emails } = settingsOrExit(() => readServerWords(clientDir));
const material = readEmailMaterial(clientDir);
const worker = startOutboxWorker(
  database,
  env,
  site,
  emails,
  material,
  housekeepingFromEnv(env),
  staffRecipients,
);
log.info({ component: "outbox", intervalMs: env.LEAD_WORKER_INTERVAL_MS }, "worker started");

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await worker.stop();
    await (await opening)?.close();
    log.info({ component: "outbox" }, "worker stopped");
    process.exit(0);
  });
}
