/**
 * Runs once when the server starts: a bad configuration stops it with a clear message, and the
 * lead delivery worker starts beside it (unless LEAD_WORKER=off, e.g. when it runs on its own).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { parseSiteConfig } = await import("./config/schema");
  const { parseServerEnv } = await import("./server/env");
  const site = parseSiteConfig(process.env);
  const env = parseServerEnv(process.env);
  if (env.LEAD_WORKER === "off" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDatabase } = await import("./server/db");
  const { startOutboxWorker } = await import("./server/outbox/start");
  startOutboxWorker(getDatabase, env, site);
}
