import { isbot } from "isbot";
import { z } from "zod";
import type { SiteConfig } from "@/config/schema";
import { getDatabase } from "@/server/db";
import type { DbHandle } from "@/server/db/client";
import { pageOrigins, serverEnv, type ServerEnv } from "@/server/env";
import { HttpError, json } from "@/server/http/json";
import { pageOrigin } from "@/server/http/page-origin";
import { decodeUtf8, readBytes } from "@/server/http/request-body";
import { clientIp, hashIp, networkSubject, rateLimitSubject } from "@/server/ip-hash";
import { errorKind, log } from "@/server/log";
import { earlyLimit, type EarlyLimit } from "@/server/rate-limit";
import { TRAFFIC_SLUG_MAX, trafficSlug } from "@/lib/traffic-source";
import { countPageView, VISIT_RATE_LIMIT, type PageView } from "./page-views";

/** A visit's count is under 300 bytes. */
const MAX_VISIT_BYTES = 1024;

/** What the site's script sends (its `trafficSource`): nothing it would have changed. */
const trafficField = z.string().refine((tag) => tag === trafficSlug(tag), {
  error: `must be a slug: up to ${TRAFFIC_SLUG_MAX} lower-case letters, digits and . _ - ( ), no space, control or invisible character`,
});

export const visitSchema = z.strictObject({
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#]*$/, { error: "must be a page's path" }),
  entry: z.boolean(),
  source: trafficField.min(1),
  medium: trafficField.min(1),
  campaign: trafficField,
});

export type VisitsDeps = {
  database: () => Promise<DbHandle>;
  env: () => ServerEnv;
  isSitePage: (path: string) => boolean;
  /** Origins besides the request's own host whose pages may count their visits (`pageOrigin`). */
  allowedOrigins: () => readonly string[];
  earlyLimit: EarlyLimit;
  now?: () => Date;
};

export function configuredVisitsDeps(
  site: Pick<SiteConfig, "url">,
  isSitePage: (path: string) => boolean,
): VisitsDeps {
  return {
    database: getDatabase,
    env: serverEnv,
    isSitePage,
    allowedOrigins: () => pageOrigins(site.url),
    earlyLimit: earlyLimit(),
  };
}

const noContent = () =>
  new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

const tooMany = (retryAfterSeconds: number) =>
  json(
    429,
    { ok: false, error: "Too many visits counted from this network; try again in a minute." },
    { "retry-after": String(retryAfterSeconds) },
  );

/**
 * Counts a page view the site's script reports after load (src/visits/visit-beacon.client.ts).
 * Known bots and browsers sending Global Privacy Control are answered alike and not counted; a
 * count from another site's page, an unknown page or a malformed one is refused and stores
 * nothing. The page never waits for the answer.
 */
export function visitsEndpoint(deps: VisitsDeps) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== "POST") {
      return json(405, { ok: false, error: "Count a visit with POST." }, { allow: "POST" });
    }
    if (pageOrigin(request, deps.allowedOrigins()) === null) {
      return json(403, { ok: false, error: "Visits are counted for this site's pages only." });
    }
    if (isbot(request.headers.get("user-agent")) || request.headers.get("sec-gpc") === "1") {
      return noContent();
    }
    const now = deps.now?.() ?? new Date();
    const ip = clientIp(request.headers);
    // The database's count below holds; this one, in this copy's memory, turns a flood away
    // before its body is read or anything written.
    const early = deps.earlyLimit(rateLimitSubject(ip), VISIT_RATE_LIMIT, now.getTime());
    if (!early.allowed) return tooMany(early.retryAfterSeconds);
    let visit: PageView;
    try {
      const parsed = visitSchema.safeParse(
        JSON.parse(decodeUtf8(await readBytes(request, MAX_VISIT_BYTES))),
      );
      if (!parsed.success) {
        const fields = parsed.error.issues.map(({ path, message }) =>
          path.length ? `${path.join(".")}: ${message}` : message,
        );
        return json(400, { ok: false, error: `A visit's fields are wrong: ${fields.join("; ")}.` });
      }
      visit = parsed.data;
    } catch (error) {
      if (error instanceof HttpError)
        return json(error.status, { ok: false, error: error.message });
      return json(400, { ok: false, error: "A visit is counted with a JSON object." });
    }
    if (!deps.isSitePage(visit.path)) {
      return json(400, { ok: false, error: "That page is not on this site." });
    }
    try {
      const { db } = await deps.database();
      const counted = await countPageView(db, visit, {
        now,
        zone: deps.env().INBOX_TIME_ZONE,
        client: await hashIp(db, rateLimitSubject(ip)),
        network: await hashIp(db, networkSubject(ip)),
      });
      return counted.allowed ? noContent() : tooMany(counted.retryAfterSeconds);
    } catch (error) {
      log.error({ component: "visits", error: errorKind(error) }, "a page view was not counted");
      return json(503, { ok: false, error: "The visit was not counted." });
    }
  };
}
