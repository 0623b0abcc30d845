import { Migrator } from "kysely";
import type { DbHandle } from "../db/client";
import { getDatabase } from "../db";
import { migrationProvider } from "../db/migrations";
import { errorKind, log } from "../log";
import { json } from "./json";

/** Where load balancers, containers and uptime checks ask; never in the sitemap. */
export const HEALTH_PATHS = { live: "/healthz", ready: "/readyz" } as const;

const ALLOW = "GET, HEAD";

function methodNotAllowed(): Response {
  return json(405, { status: "method not allowed" }, { allow: ALLOW });
}

const readable = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** `GET /healthz`: the process is up and answering. Nothing else is asked, so it is instant. */
export async function liveness(request: Request): Promise<Response> {
  return readable(request) ? json(200, { status: "ok" }) : methodNotAllowed();
}

/** What `/readyz` says: no lead, no address, nothing about a visitor. */
type Readiness =
  | {
      status: "ready";
      database: "reachable";
      migrations: "applied";
      /** How long the oldest notification still to be delivered has waited; null when none. */
      oldestUndeliveredSeconds: number | null;
    }
  | { status: "unavailable"; database: "unreachable" }
  | { status: "unavailable"; database: "reachable"; migrations: "pending" };

async function readiness(handle: DbHandle, now: Date): Promise<Readiness> {
  const migrations = await new Migrator({
    db: handle.db,
    provider: migrationProvider,
  }).getMigrations();
  if (migrations.some((migration) => !migration.executedAt)) {
    return { status: "unavailable", database: "reachable", migrations: "pending" };
  }
  const { oldest } = await handle.db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.min("created_at").as("oldest"))
    .where("status", "in", ["pending", "sending"])
    .executeTakeFirstOrThrow();
  return {
    status: "ready",
    database: "reachable",
    migrations: "applied",
    oldestUndeliveredSeconds: oldest
      ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 1000))
      : null,
  };
}

export type ReadinessDeps = { database: () => Promise<DbHandle>; now: () => Date };

/**
 * `GET /readyz`: the database answers and its migrations are applied (503 otherwise, so a load
 * balancer sends leads elsewhere), with the age of the delivery queue for monitoring.
 */
export function readinessEndpoint(
  deps: ReadinessDeps = { database: getDatabase, now: () => new Date() },
) {
  return async (request: Request): Promise<Response> => {
    if (!readable(request)) return methodNotAllowed();
    let answer: Readiness;
    try {
      answer = await readiness(await deps.database(), deps.now());
    } catch (error) {
      log.error({ error: errorKind(error) }, "readiness check: database unreachable");
      answer = { status: "unavailable", database: "unreachable" };
    }
    return json(answer.status === "ready" ? 200 : 503, answer);
  };
}

/** Both checks by path, for a server that routes them itself (cli/serve.ts). */
export function healthEndpointsByPath(): Record<string, (request: Request) => Promise<Response>> {
  return { [HEALTH_PATHS.live]: liveness, [HEALTH_PATHS.ready]: readinessEndpoint() };
}
