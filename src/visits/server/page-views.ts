import { sql } from "kysely";
import type { Db } from "@/server/db/client";
import { hitRateLimit, type RateDecision, type RateWindow } from "@/server/rate-limit";
import { zonedDay, zonedDayStart } from "@/server/time-zone";
import { DIRECT, OTHER, type TrafficSource } from "@/lib/traffic-source";

/**
 * Page views a minute from one client (an IPv4 address or IPv6 /64); a person reading the site
 * makes a few. Counted in the database, so it holds for every copy of the endpoint and server
 * process.
 */
export const VISIT_RATE_LIMIT = 120;

/**
 * New rows a day in page_views, past which a view counts under (other). Direct visits take none
 * (they add one row a page at most). The whole site: `site` rows of any other source. One network
 * (an IPv4 address or an IPv6 /48): `networkSources` sources never counted before, and `networkRows`
 * rows of sources first counted that day (a source on one more page is one more row). A source
 * counted on an earlier day takes only the site's.
 */
export const NEW_ROWS_A_DAY = { site: 1_000, networkRows: 16, networkSources: 3 } as const;

export type PageView = TrafficSource & { path: string; entry: boolean };

/**
 * When a view came, in the agency's time zone, and hashes (`hashIp`) of where from: its client
 * for the limit a minute, its network for the new rows a day.
 */
export type CountContext = { now: Date; zone: string; client: string; network: string };

const sameSource = ({ source, medium, campaign }: TrafficSource, other: TrafficSource) =>
  source === other.source && medium === other.medium && campaign === other.campaign;

/** Whether a view may add its own row on `day`, counting it against the day's limits if so. */
async function mayAddRow(
  db: Db,
  view: PageView,
  day: string,
  { now, zone, network }: CountContext,
) {
  if (sameSource(view, DIRECT)) return true;
  const first = await db
    .selectFrom("page_views")
    .select("day")
    .where("source", "=", view.source)
    .where("medium", "=", view.medium)
    .where("campaign", "=", view.campaign)
    .orderBy("day")
    .limit(1)
    .executeTakeFirst();
  const limits: [bucket: string, limit: number][] = [];
  if (!first) limits.push([`visit-sources:${network}`, NEW_ROWS_A_DAY.networkSources]);
  if (!first || first.day >= day) {
    limits.push([`visit-rows:${network}`, NEW_ROWS_A_DAY.networkRows]);
  }
  limits.push(["visit-rows", NEW_ROWS_A_DAY.site]);
  const window: RateWindow = { start: zonedDayStart(day, zone), end: zonedDayStart(day, zone, 1) };
  for (const [bucket, limit] of limits) {
    if (!(await hitRateLimit(db, bucket, limit, now, window)).allowed) return false;
  }
  return true;
}

/**
 * One more view of the page, in the agency's day, under where the visit came from: in its row
 * where that has one already, else in a new one within the day's limits, else under (other). In
 * one commit, however many counts it takes; nothing past the client's limit a minute.
 */
export function countPageView(
  db: Db,
  view: PageView,
  context: CountContext,
): Promise<RateDecision> {
  return db.transaction().execute(async (trx) => {
    const limit = await hitRateLimit(
      trx,
      `visits:${context.client}`,
      VISIT_RATE_LIMIT,
      context.now,
    );
    if (limit.allowed) await addView(trx, view, context);
    return limit;
  });
}

async function addView(db: Db, view: PageView, context: CountContext): Promise<void> {
  const visits = view.entry ? 1 : 0;
  const { path, source, medium, campaign } = view;
  const day = zonedDay(context.now, context.zone);
  const row = { day, path, source, medium, campaign };
  // A view that begins no visit leaves `visits` alone, and so the report's indexes of it.
  const counted = await db
    .updateTable("page_views")
    .set(
      view.entry ? { views: sql`views + 1`, visits: sql`visits + 1` } : { views: sql`views + 1` },
    )
    .where("day", "=", day)
    .where("path", "=", path)
    .where("source", "=", source)
    .where("medium", "=", medium)
    .where("campaign", "=", campaign)
    .executeTakeFirst();
  if (counted.numUpdatedRows > 0n) return;
  const into = (await mayAddRow(db, view, day, context))
    ? row
    : { day, path: OTHER, source: OTHER, medium: OTHER, campaign: OTHER };
  await db
    .insertInto("page_views")
    .values({ ...into, views: 1, visits })
    .onConflict((oc) =>
      oc
        .columns(["day", "path", "source", "medium", "campaign"])
        .doUpdateSet(
          view.entry
            ? { views: sql`page_views.views + 1`, visits: sql`page_views.visits + 1` }
            : { views: sql`page_views.views + 1` },
        ),
    )
    .execute();
}

/** Days of counted views older than `retentionDays` (the leads' retention), as the leads go. */
export async function purgePageViews(
  db: Db,
  retentionDays: number,
  zone: string,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = zonedDay(new Date(now.getTime() - retentionDays * 86_400_000), zone);
  const result = await db.deleteFrom("page_views").where("day", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
