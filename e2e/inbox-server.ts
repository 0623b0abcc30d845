import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { startSmtpPeer, type SmtpPeer } from "../test/peers";
import { freePort } from "../test/ports";
import { SIGNING_KEY } from "../test/scheduler-events";
import { openDatabase, SQLITE_FILE } from "../src/server/db/client";
import { insertExactLeads } from "../src/leads/server/record/exact-rows";
import { notesOnLeads, searchableLeads } from "../test/search-leads";
import type { LeadNotesTable, NewLead } from "../src/server/db/schema";
import { LISTENING, stopped, untilPrinted } from "../test/production-server";

const siteEnv = JSON.parse(process.env.E2E_SITE_ENV ?? "{}") as Record<string, string>;
const buildDir = siteEnv.BUILD_DIR ?? "dist";

/**
 * The build under test served on its own, as http://localhost:PORT: a passkey belongs to a host
 * name, and browsers take none for an IP address. Its own database, and its own mail server,
 * which keeps every sign-in link the inbox sends.
 */
export type InboxServer = {
  origin: string;
  /** The server's process, to read its memory from /proc. */
  pid: number;
  /** The server's SQLite database file, for a test to set up what no page can. */
  databaseFile: string;
  mail: SmtpPeer;
  /** `npm run leads -- …` against this server's database: what it printed, and its exit code. */
  leads: (...args: string[]) => Promise<{ code: number | null; output: string }>;
  /** The newest sign-in link emailed to `to`, waiting for it to arrive. */
  signInLink: (to: string, after?: number) => Promise<string>;
  /** A landing lead (a dental practice's, by default) posted as the form posts without scripts. */
  sendLanding: (fields: Record<string, string>) => Promise<void>;
  /** Makes these accounts (the first one made is an admin), each sent its first sign-in link. */
  addStaff: (...members: { email: string; name: string }[]) => Promise<void>;
  /** Signs `email` in on `page` by a new link from `staff link`, opened from its email: /inbox. */
  signIn: (page: Page, email: string) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * `count` leads as the site receives them (test/search-leads.ts), with the front desk's notes on
 * a quarter of them, stored in the server's database, searchable.
 */
export async function storeSearchableLeads(inbox: InboxServer, count: number): Promise<void> {
  const leads = searchableLeads(count);
  await storeLeads(inbox, leads, notesOnLeads(leads));
}

/** Leads (and staff notes on them) written as given into the server's database. */
export async function storeLeads(
  inbox: InboxServer,
  leads: NewLead[],
  notes: LeadNotesTable[] = [],
): Promise<void> {
  const store = await openDatabase({ dataDir: dirname(inbox.databaseFile) });
  try {
    await insertExactLeads(store.db, leads, notes);
  } finally {
    await store.close();
  }
}

/** Sign-in attempts a minute from one network: every test here comes from 127.0.0.1. */
export const SIGN_IN_RATE_LIMIT = 40;

/** `settings` override the server's environment: the delivery worker turned on, say. */
export async function startInboxServer(
  settings: Record<string, string> = {},
): Promise<InboxServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-inbox-"));
  const mail = await startSmtpPeer();
  const env = {
    ...process.env,
    ...siteEnv,
    SITE_URL: origin,
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LEAD_EMAIL_TO: "team@voltcare.example",
    LEAD_WORKER: "off",
    SIGN_IN_RATE_LIMIT: String(SIGN_IN_RATE_LIMIT),
    SCHEDULER_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
    ...settings,
  };
  let server: ChildProcess | undefined = spawn(
    process.execPath,
    [join(buildDir, "cli", "serve.mjs"), "-H", "127.0.0.1", "-p", String(port)],
    { env },
  );
  await untilPrinted(server, LISTENING, 30_000);
  /** Sign-in links emailed so far to each address, so each sign-in opens its own. */
  const linksSent = new Map<string, number>();
  const linksTo = (to: string) =>
    mail.messages.filter((message: ParsedMail) =>
      [message.to ?? []].flat().some((address) => address.text === to),
    );
  // Not spawnSync: the mail server runs in this process, and must answer while it runs.
  const leads: InboxServer["leads"] = (...args) =>
    new Promise((resolve) => {
      const run = spawn(process.execPath, [join(buildDir, "cli", "leads.mjs"), ...args], { env });
      let output = "";
      run.stdout.on("data", (chunk) => (output += chunk));
      run.stderr.on("data", (chunk) => (output += chunk));
      run.on("exit", (code) => resolve({ code, output }));
    });
  const signInLink: InboxServer["signInLink"] = async (to, after = 0) => {
    const link = () => {
      const html = String(linksTo(to)[after]?.html ?? "");
      const href = /href="([^"]*\/inbox\/sign-in\/link\?token=[^"]+)"/.exec(html)?.[1] ?? "";
      return href.replaceAll("&amp;", "&");
    };
    await expect.poll(link, { message: `a sign-in link emailed to ${to}` }).not.toBe("");
    return link();
  };
  return {
    origin,
    pid: server.pid!,
    databaseFile: join(dataDir, SQLITE_FILE),
    mail,
    leads,
    signInLink,
    async sendLanding(fields) {
      const answer = await fetch(`${origin}/api/landing-contact`, {
        method: "POST",
        redirect: "manual",
        headers: { origin },
        body: new URLSearchParams({
          form: "landing",
          phone: "5125550148",
          businessType: "Dental Practice",
          smsDisclosure: "on",
          ...fields,
        }),
      });
      expect(answer.status).toBe(303);
    },
    async addStaff(...members) {
      for (const { email, name } of members) {
        const added = await leads("staff", "add", email, "--name", name);
        expect(added.code, added.output).toBe(0);
        linksSent.set(email, 1);
      }
    },
    async signIn(page, email) {
      const asked = await leads("staff", "link", email);
      expect(asked.output).toContain(`Emailed ${email} a sign-in link`);
      const sent = linksSent.get(email) ?? 0;
      linksSent.set(email, sent + 1);
      await page.goto(await signInLink(email, sent));
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${origin}/inbox`);
    },
    async stop() {
      await stopped(server);
      server = undefined;
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
