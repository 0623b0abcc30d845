import { sql } from "kysely";
import { serverReplica, type ReplicaHealth } from "../backup/replica-status";
import type { Db, DbHandle } from "../db/client";
import { getDatabase } from "../db";
import { serverEnv } from "../env";
import { errorKind, log } from "../log";
import { hasBearerKey } from "./bearer-key";
import { json } from "./json";

export const HEALTH_PATHS = { live: "/healthz", ready: "/readyz" } as const;

const ALLOW = "GET, HEAD";

function methodNotAllowed(): Response {
  return json(405, { status: "method not allowed" }, { allow: ALLOW });
}

const readable = (request: Request) => request.method === "GET" || request.method === "HEAD";

export async function liveness(request: Request): Promise<Response> {
  return readable(request) ? json(200, { status: "ok" }) : methodNotAllowed();
}

/** The status for anyone, details for READYZ_TOKEN's holder; nothing about a visitor either way. */
type Readiness =
  | { status: "ready" | "unavailable" }
  | {
      status: "ready";
      database: "reachable";
      oldestUndeliveredSeconds: number | null;
      replica: ReplicaHealth;
    }
  | { status: "unavailable"; database: "unreachable" };

export type ReadinessDeps = {
  database: () => Promise<DbHandle>;
  detailsKey: () => string | undefined;
  now: () => Date;
  replica: (now: Date) => ReplicaHealth;
  /** The deliveries are the lead feature's: the endpoint table passes its reading of them. */
  oldestUndeliveredSeconds: (db: Db, now: Date) => Promise<number | null>;
};

/** The migrations need no check: a handle exists only once openDatabase has applied them. */
async function readiness(deps: ReadinessDeps, detailed: boolean): Promise<Readiness> {
  try {
    const { db } = await deps.database();
    await sql`select 1`.execute(db);
    if (!detailed) return { status: "ready" };
    return {
      status: "ready",
      database: "reachable",
      oldestUndeliveredSeconds: await deps.oldestUndeliveredSeconds(db, deps.now()),
      // Shown, never counted against readiness: a replica's failure does not stop the site.
      replica: deps.replica(deps.now()),
    };
  } catch (error) {
    log.error({ error: errorKind(error) }, "readiness check: database unreachable");
    return detailed
      ? { status: "unavailable", database: "unreachable" }
      : { status: "unavailable" };
  }
}

/**
 * `GET /readyz`: 503 while the database does not answer, so a load balancer sends leads
 * elsewhere.
 */
export function readinessEndpoint(deps: ReadinessDeps) {
  return async (request: Request): Promise<Response> => {
    if (!readable(request)) return methodNotAllowed();
    const key = deps.detailsKey();
    const answer = await readiness(deps, key !== undefined && hasBearerKey(request, key));
    return json(answer.status === "ready" ? 200 : 503, answer);
  };
}

export function healthEndpointsByPath(
  deliveries: Pick<ReadinessDeps, "oldestUndeliveredSeconds">,
): Record<string, (request: Request) => Promise<Response>> {
  return {
    [HEALTH_PATHS.live]: liveness,
    [HEALTH_PATHS.ready]: readinessEndpoint({
      database: getDatabase,
      detailsKey: () => serverEnv().READYZ_TOKEN,
      now: () => new Date(),
      replica: serverReplica,
      ...deliveries,
    }),
  };
}
