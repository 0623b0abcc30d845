import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { startSmtpPeer, type SmtpPeer } from "../test/peers";
import { freePort } from "../test/ports";
import { SIGNING_KEY } from "../test/scheduler-events";
import { SQLITE_FILE } from "../src/server/db/client";
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
  stop: () => Promise<void>;
};

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
  const linksTo = (to: string) =>
    mail.messages.filter((message: ParsedMail) =>
      [message.to ?? []].flat().some((address) => address.text === to),
    );
  return {
    origin,
    pid: server.pid!,
    databaseFile: join(dataDir, SQLITE_FILE),
    mail,
    // Not spawnSync: the mail server runs in this process, and must answer while it runs.
    leads: (...args) =>
      new Promise((resolve) => {
        const run = spawn(process.execPath, [join(buildDir, "cli", "leads.mjs"), ...args], { env });
        let output = "";
        run.stdout.on("data", (chunk) => (output += chunk));
        run.stderr.on("data", (chunk) => (output += chunk));
        run.on("exit", (code) => resolve({ code, output }));
      }),
    async signInLink(to, after = 0) {
      const link = () => {
        const html = String(linksTo(to)[after]?.html ?? "");
        const href = /href="([^"]*\/inbox\/sign-in\/link\?token=[^"]+)"/.exec(html)?.[1] ?? "";
        return href.replaceAll("&amp;", "&");
      };
      await expect.poll(link, { message: `a sign-in link emailed to ${to}` }).not.toBe("");
      return link();
    },
    async stop() {
      await stopped(server);
      server = undefined;
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
