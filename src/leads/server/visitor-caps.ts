import { PostgresAdapter, sql } from "kysely";
import type { Db } from "@/server/db/client";
import type { VisitorEmailCaps } from "@/server/env";

/** Mailboxes that ignore dots in the name, under both of their domains. */
const DOTLESS_DOMAINS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The inbox an address reaches, as the caps count it: lower case, without a `+tag`, and for
 * Gmail without dots and under one domain, so `Dana.W+1@googlemail.com` is `danaw@gmail.com`.
 */
export function inboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  const domain = lower.slice(at + 1);
  const [local = ""] = lower.slice(0, at).split("+", 1);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll(".", "")}@${dotless}` : `${local}@${domain}`;
}

/**
 * On PostgreSQL, waits for any other transaction counting against the same cap to finish, so
 * two leads at once are counted one after the other (SQLite runs one write transaction at a
 * time already). Taken in one order, inbox, network, site, so two transactions never wait on
 * each other.
 */
async function lockCap(db: Db, key: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`visitor-cap:${key}`}, 0))`.execute(
      db,
    );
  }
}

/**
 * Visitor emails queued, sending, sent or given up on since `since`; skipped ones do not count.
 * The channel and status are written into the statement, not bound, so both databases can count
 * the site's from the partial index that holds just these (migrations.ts, 0007).
 */
function sentSince(db: Db, since: string) {
  return db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("sent"))
    .where("channel", "=", sql.lit("visitor"))
    .where("status", "<>", sql.lit("skipped"))
    .where("created_at", ">", since);
}

/** Which cap holds a visitor email back. */
export type HeldBy = "address" | "network" | "site";

/**
 * Which cap, if any, holds back one more visitor email to `recipient` (inboxOf's answer) for a
 * lead from `network` (a hashed network, or null when it is not known, as for a released
 * submission): each counts the emails of the last `windowMs`.
 */
export async function visitorEmailHeldBy(
  db: Db,
  recipient: string,
  network: string | null,
  caps: VisitorEmailCaps,
  now: Date,
): Promise<HeldBy | null> {
  const since = new Date(now.getTime() - caps.windowMs).toISOString();
  const reached = async (query: ReturnType<typeof sentSince>, cap: number) =>
    Number((await query.executeTakeFirstOrThrow()).sent) >= cap;

  await lockCap(db, `inbox:${recipient}`);
  if (await reached(sentSince(db, since).where("recipient", "=", recipient), caps.perAddress)) {
    return "address";
  }
  if (network !== null) {
    await lockCap(db, `network:${network}`);
    if (await reached(sentSince(db, since).where("network", "=", network), caps.perNetwork)) {
      return "network";
    }
  }
  await lockCap(db, "site");
  return (await reached(sentSince(db, since), caps.perSite)) ? "site" : null;
}

/** Why a visitor email held back by a cap is not sent, as `leads outbox --skipped` shows it. */
export function heldByReason(held: HeldBy, caps: VisitorEmailCaps): string {
  const hours = Math.round(caps.windowMs / 3_600_000);
  switch (held) {
    case "address":
      return `not sent: ${caps.perAddress} visitor emails already went to this inbox within ${hours} hours`;
    case "network":
      return `not sent: ${caps.perNetwork} visitor emails already went out for leads from this sender's network within ${hours} hours`;
    case "site":
      return `not sent: the site's ${caps.perSite} visitor emails for ${hours} hours have gone out`;
  }
}

const SITE_CAP_NOTICE_KEY = "visitor_email_site_cap_noticed_at";

/**
 * Whether this is the first time within the window that the site's cap holds, recording it if
 * so: the agency is told once, not once a lead. One statement, so of two leads at once only one
 * finds it first.
 */
export async function firstSiteCapInWindow(
  db: Db,
  caps: VisitorEmailCaps,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const noticed = await db
    .insertInto("settings")
    .values({ key: SITE_CAP_NOTICE_KEY, value: at })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ value: at })
        .where("settings.value", "<=", new Date(now.getTime() - caps.windowMs).toISOString()),
    )
    .returning("key")
    .executeTakeFirst();
  return noticed !== undefined;
}
