import { sql } from "kysely";
import { lockUntilCommit, type Db } from "@/server/db/client";
import type { VisitorEmailCaps } from "@/server/env";
import { notSent } from "./outbox/not-sent";

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

/** Taken in one order, inbox, network, site, so no two transactions wait on each other. */
const lockCap = (db: Db, key: string) => lockUntilCommit(db, `visitor-cap:${key}`);

/**
 * Channel and status are written into the statement, not bound, so both databases count the
 * site's from the partial index that holds just these (migrations.ts, 0007).
 */
function sentSince(db: Db, since: string) {
  return db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<number | string>().as("sent"))
    .where("channel", "=", sql.lit("visitor"))
    .where("status", "<>", sql.lit("skipped"))
    .where("created_at", ">", since);
}

export type HeldBy = "address" | "network" | "site";

/** `network` is null when not known, as for a released submission. */
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

export function heldByReason(held: HeldBy, caps: VisitorEmailCaps): string {
  const hours = Math.round(caps.windowMs / 3_600_000);
  switch (held) {
    case "address":
      return notSent(
        `${caps.perAddress} visitor emails already went to this inbox within ${hours} hours`,
      );
    case "network":
      return notSent(
        `${caps.perNetwork} visitor emails already went out for leads from this sender's network within ${hours} hours`,
      );
    case "site":
      return notSent(`the site's ${caps.perSite} visitor emails for ${hours} hours have gone out`);
  }
}

const SITE_CAP_NOTICE_KEY = "visitor_email_site_cap_noticed_at";

/**
 * The agency is told once a window, not once a lead; one statement, so of two leads at once only
 * one finds it first.
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
