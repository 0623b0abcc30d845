import { site } from "@/config/site";
import type { EmailsCopy } from "@/leads/copy/emails";
import { leadEmailRecipients } from "@/leads/server/outbox/recipients";
import { getDatabase } from "@/server/db";
import type { Db, DbHandle } from "@/server/db/client";
import { storedSecret } from "@/server/db/stored-secret";
import { serverEnv } from "@/server/env";
import type { Auth } from "@/inbox/auth/auth";
import { inboxAuth, linkDeliveryFromEnv } from "@/inbox/auth/sign-in";

export type InboxServices = {
  db: Db;
  auth: Auth;
  /** False where no mail server is set: sign-in links are then only printed by `staff link`. */
  emailsLinks: boolean;
  /** LEAD_EMAIL_TO's addresses, which get every lead's email; none where no mail server is set. */
  agencyLeadEmails: readonly string[];
  /** Seals the searches in the inbox's addresses (./sealed-search.ts). */
  searchSecret: string;
  timeZone: string;
  /** A session ends after this long without a request (INBOX_IDLE_MINUTES). */
  idleMinutes: number;
};

let services: Promise<InboxServices> | undefined;

/**
 * The inbox's database and sign-in, made on first use. `database` is the server's own handle
 * (cli/serve.ts passes it in), else one of this bundle's (astro dev).
 */
export function inboxServices(
  words: EmailsCopy["signInLink"],
  database: () => Promise<DbHandle> = getDatabase,
): Promise<InboxServices> {
  services ??= (async () => {
    const handle = await database();
    const env = serverEnv();
    const deliver = linkDeliveryFromEnv(env, site, words);
    // Sent after the answer has gone (InboxLocals.afterAnswer), never on its path.
    const auth = await inboxAuth(
      handle,
      site,
      async (email, link) => {
        await deliver?.(email, link);
      },
      env.INBOX_IDLE_MINUTES,
    );
    return {
      db: handle.db,
      auth,
      emailsLinks: deliver !== null,
      agencyLeadEmails:
        env.SMTP_URL && env.LEAD_EMAIL_TO ? leadEmailRecipients(env.LEAD_EMAIL_TO) : [],
      searchSecret: await storedSecret(handle.db, "inbox_search_key"),
      timeZone: env.INBOX_TIME_ZONE,
      idleMinutes: env.INBOX_IDLE_MINUTES,
    };
  })();
  services.catch(() => {
    services = undefined;
  });
  return services;
}
