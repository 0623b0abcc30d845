// `npm run test:drill [-- --db sqlite|postgres|both]`: the restore drill. The machine that holds
// the site is lost while 20 clients post leads, and the site comes back from its backups: the
// SQLite replica (Litestream, to a folder and to an S3-compatible store on 127.0.0.1) and a
// snapshot (`npm run leads -- backup`, SQLite and PostgreSQL). Through the last build's own
// commands (dist/cli/serve.mjs, litestream.mjs, leads.mjs; `npm run build` makes one first if
// there is none). Prints what was lost and how long the site was down, and exits 1 if any check
// fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { CSRF_COOKIE } from "@/inbox/auth/csrf";
import { CSRF_FIELD } from "@/inbox/auth/passkey-routes";
import { SESSION_COOKIE } from "@/inbox/auth/auth";
import { INBOX_PATHS, leadHref } from "@/lib/inbox-paths";
import { SCHEDULER_EVENTS_PATH } from "@/bookings/server/endpoint";
import { SIGNATURE_HEADER } from "@/bookings/server/signature";
import { replicaHealth } from "@/server/backup/replica-status";
import { REPLICA_WITHIN_MS } from "@/server/backup/settings";
import { openDatabase, SQLITE_FILE } from "@/server/db/client";
import type { LeadStatus } from "@/server/db/schema";
import {
  accepted,
  check,
  failed,
  figures,
  finish,
  pool,
  post,
  within,
  type Answer,
} from "./lead-traffic";
import { freePort } from "./ports";
import {
  crash,
  DB_CHOICES,
  destroyStore,
  onEachStore,
  runCommand,
  startProcess,
  startServer,
  stop,
  storageEnv,
  type Server,
  type Storage,
  type StoreName,
} from "./processes";
import { compiledCommand, ensureBuild, untilPrinted } from "./production-server";
import { schedulerEvent, signatureFor, SIGNING_KEY } from "./scheduler-events";

const USAGE = "Usage: npm run test:drill -- [--db sqlite|postgres|both]";
const { values } = parseArgs({ options: { db: { type: "string", default: "both" } } });
const db = DB_CHOICES.find((choice) => choice === values.db);
if (!db) {
  console.error(USAGE);
  process.exit(2);
}

/**
 * Steady traffic before the machine is lost, and before a snapshot begins, counted in leads
 * acknowledged rather than in time, so a slower machine runs the same drill.
 */
const LEADS_BEFORE_LOSS = 1_000;
const LEADS_BEFORE_SNAPSHOT = 250;
/** How long a restored site may take to accept a lead again before the drill gives up. */
const RECOVER_WITHIN_MS = 120_000;
const STAFF_EMAIL = "mireille.okafor@voltcare.example";
const S3_KEYS = { LITESTREAM_ACCESS_KEY_ID: "S3RVER", LITESTREAM_SECRET_ACCESS_KEY: "S3RVER" };

// ---------------------------------------------------------------------------------------------
// Leads as the site gets them

const CAMPAIGNS = [
  {
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "dental-missed-calls-2026",
    utm_term: "dental answering service",
    gclid: "Cj0KCQiA4NWrBhD-ARIsAFCKwWv3pX9",
    referrer: "https://www.google.com/",
    landing: "/lp/dental-front-desk",
  },
  {
    utm_source: "facebook",
    utm_medium: "paid_social",
    utm_campaign: "hvac-after-hours-calls",
    utm_content: "carousel-b",
    fbclid: "IwAR2x8Vq4Lm0Tz7Kd1",
    referrer: "https://l.facebook.com/",
    landing: "/lp/home-services",
  },
  {
    utm_source: "practice-growth-weekly",
    utm_medium: "email",
    utm_campaign: "november-digest",
    referrer: "https://mail.google.com/",
    landing: "/contact",
  },
] as const;

const MESSAGE = [
  "Our front desk misses calls every lunch hour and after five, and new patients who reach",
  "voicemail book with the practice down the road. We run two locations with four chairs each,",
  "take most PPO plans and see about 60 new patients a month. I would like to know how the AI",
  "receptionist books into our calendar, what happens with emergencies after hours, and what",
  "it costs for both locations. Mornings before 9 work best for a call.",
].join(" ");

/** A visitor's lead: every third from the contact page with a long message, the rest from ads. */
function productionLead(
  run: string,
  index: number,
): { path: string; body: Record<string, string> & { email: string } } {
  const { landing, ...campaign } = CAMPAIGNS[index % CAMPAIGNS.length]!;
  const attribution = {
    ...campaign,
    page_url: `https://voltcare.example${landing}?utm_source=${campaign.utm_source}&utm_campaign=${campaign.utm_campaign}`,
    device: index % 2 ? "mobile" : "desktop",
  };
  const visitor = {
    email: `dr.patel.${run}.${index}@brightsmile-dental.example`,
    phone: `(512) 555-${String(index % 10_000).padStart(4, "0")}`,
    ...attribution,
  };
  return landing === "/contact"
    ? {
        path: "/api/contact",
        body: {
          ...visitor,
          name: `Anita Patel ${index}`,
          practice: "Bright Smile Dental",
          subject: "Missed calls at two locations",
          message: `${MESSAGE} (${run}-${index})`,
        },
      }
    : {
        path: "/api/landing-contact",
        body: {
          ...visitor,
          fullName: `Marcus Reyes ${index}`,
          businessType: landing === "/lp/home-services" ? "Home Services" : "Dental Practice",
          notes: "We lose after-hours emergency calls to voicemail, around 30 a week.",
          source: "landing_page",
        },
      };
}

/** Each accepted lead's id and when its answer came back (ms since the epoch). */
type Acknowledged = Map<string, number>;

async function postLead(url: string, run: string, index: number): Promise<Answer> {
  const { path, body } = productionLead(run, index);
  return post(url, body, `${run}-${index}`, path);
}

/**
 * 20 clients post leads until the machine is lost: after each answer `lose` is told how long the
 * traffic has run, and it begins the loss by returning the end of what it kills. How many leads
 * were sent, and when the loss began.
 */
async function trafficUntilLost(
  server: Server,
  run: string,
  acknowledged: Acknowledged,
  lose: (acknowledgedLeads: number) => Promise<unknown> | null,
): Promise<{ sent: number; lostAt: number }> {
  let sent = 0;
  let lostAt = 0;
  let loss: Promise<unknown> = Promise.resolve();
  await pool(
    Array.from({ length: 1_000_000 }, (_, i) => i),
    async (index) => {
      sent += 1;
      const answer = await postLead(server.url, run, index);
      if (accepted(answer)) acknowledged.set(answer.id, Date.now());
      const now = Date.now();
      const ending = lostAt ? null : lose(acknowledged.size);
      if (ending) [lostAt, loss] = [now, ending];
    },
    () => lostAt > 0,
  );
  await loss;
  return { sent, lostAt };
}

/** Posts a lead until one is accepted: when it was, or null if none was within the bound. */
async function firstAccepted(server: Server, run: string): Promise<number | null> {
  let at: number | null = null;
  await within(RECOVER_WITHIN_MS, async () => {
    if (accepted(await postLead(server.url, `${run}-back`, 0))) at = Date.now();
    return at !== null;
  });
  return at;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// The agency's work in the inbox

/** A browser signed in to the inbox: its cookies, sent with each request. */
class InboxBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly url: string) {}

  async request(path: string, form?: Record<string, string>): Promise<Response> {
    const response = await fetch(new URL(path, this.url), {
      method: form ? "POST" : "GET",
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form && {
          origin: this.url,
          "content-type": "application/x-www-form-urlencoded",
        }),
      },
      body:
        form && new URLSearchParams({ [CSRF_FIELD]: this.cookies.get(CSRF_COOKIE) ?? "", ...form }),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [name = "", value = ""] = cookie.split(";")[0]!.split("=");
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  /** Sends one of the inbox's forms, which answers a saved change with a redirect. */
  async save(path: string, form: Record<string, string>): Promise<void> {
    const response = await this.request(path, form);
    if (response.status !== 303) throw new Error(`${path} answered ${response.status}`);
  }

  get signedIn(): boolean {
    return this.cookies.has(SESSION_COOKIE);
  }
}

/**
 * Signs the staff member in as they would: a link from `npm run leads -- staff add|link`
 * (printed, with no mail server), its page opened, its button pressed.
 */
async function signIn(server: Server, storage: Storage, add: boolean): Promise<InboxBrowser> {
  const made = await runCommand(
    [compiledCommand("leads"), "staff", add ? "add" : "link", STAFF_EMAIL],
    { ...storageEnv(storage), SITE_URL: server.url, SMTP_URL: "" },
  );
  const link = /(http\S+\/inbox\/sign-in\/link\?token=\S+)/.exec(made.output)?.[1];
  const browser = new InboxBrowser(server.url);
  if (made.code !== 0 || !link) throw new Error(`staff ${add ? "add" : "link"}: ${made.output}`);
  await browser.request(link);
  const token = new URL(link).searchParams.get("token") ?? "";
  await browser.request(INBOX_PATHS.signInLink, { token, next: INBOX_PATHS.home });
  return browser;
}

type Worked = { id: string; status: LeadStatus; note: string; booked: boolean };

/**
 * A day's work on the store before the traffic: a staff account, and three leads moved on in the
 * inbox, each with a note; one booked on the scheduler (its webhook makes the lead booked).
 */
async function agencyWork(
  server: Server,
  storage: Storage,
  acknowledged: Acknowledged,
): Promise<Worked[]> {
  const browser = await signIn(server, storage, true);
  check(browser.signedIn, `${STAFF_EMAIL} signed in to the inbox`);
  const plan = [
    { status: "contacted", booked: false },
    { status: "won", booked: false },
    { status: "booked", booked: true },
  ] as const;
  const worked: Worked[] = [];
  for (const [index, { status, booked }] of plan.entries()) {
    const { path, body } = productionLead("worked", index);
    const answer = await post(server.url, body, undefined, path);
    if (!accepted(answer))
      throw new Error(`a lead to work on was refused: ${JSON.stringify(answer)}`);
    acknowledged.set(answer.id, Date.now());
    if (booked) {
      const event = schedulerEvent("invitee.created", {
        email: body.email,
        name: "Anita Patel",
      });
      const hook = await fetch(`${server.url}${SCHEDULER_EVENTS_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [SIGNATURE_HEADER]: signatureFor(event.body),
        },
        body: event.body,
      });
      if (!hook.ok) throw new Error(`the booking's webhook was answered ${hook.status}`);
    } else {
      // As the page's form sends it: with the lead's version the page showed.
      const page = await (await browser.request(leadHref(answer.id))).text();
      const version = /name="version" value="(\d+)"/.exec(page)?.[1] ?? "";
      await browser.save(leadHref(answer.id), { action: "status", status, version });
    }
    const note = `Called back ${index + 1}: two locations, wants pricing for both before Friday.`;
    await browser.save(leadHref(answer.id), { action: "note", note });
    worked.push({ id: answer.id, status, note, booked });
  }
  return worked;
}

/** The inbox on the restored store: the staff member signs in and finds the work as it was. */
async function checkInbox(server: Server, storage: Storage, worked: Worked[]): Promise<void> {
  const browser = await signIn(server, storage, false);
  check(browser.signedIn, `${STAFF_EMAIL} signs in to the inbox on the restored store`);
  const shown: string[] = [];
  for (const lead of worked) {
    const page = await (await browser.request(leadHref(lead.id))).text();
    if (page.includes(`<option value="${lead.status}" selected`) && page.includes(lead.note))
      shown.push(lead.id);
  }
  check(
    shown.length === worked.length,
    `each worked lead's page shows its status and note (${shown.length} of ${worked.length})`,
  );
  const handle = await openDatabase(storage);
  try {
    const bookings = await handle.db
      .selectFrom("bookings")
      .select("lead_id")
      .where("canceled_at", "is", null)
      .execute();
    const booked = worked.filter((lead) => lead.booked).map((lead) => lead.id);
    check(
      bookings.length === booked.length && bookings.every((row) => booked.includes(row.lead_id)),
      `the booking is there, on its lead (${bookings.length})`,
    );
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Scenarios

async function storedIds(storage: Storage): Promise<Set<string>> {
  const handle = await openDatabase(storage);
  try {
    return new Set((await handle.db.selectFrom("leads").select("id").execute()).map((r) => r.id));
  } finally {
    await handle.close();
  }
}

type ReplicaTarget = { name: string; env: Record<string, string> };

/**
 * The machine is lost (server and replica killed, the data folder deleted) while 20 clients post
 * leads; the replica is restored into a new folder and the site started on it.
 */
async function replicaScenario(target: ReplicaTarget, newStorage: () => Promise<Storage>) {
  console.log(
    `\n[SQLite] replica to ${target.name}: ${LEADS_BEFORE_LOSS} leads, then the machine is lost`,
  );
  const run = `r${Date.now().toString(36)}`;
  const storage = await newStorage();
  const withScheduler = { SCHEDULER_WEBHOOK_SIGNING_KEY: SIGNING_KEY };
  let server = await startServer(storage, withScheduler);
  const replica = startProcess([compiledCommand("litestream"), "replicate"], {
    ...storageEnv(storage),
    ...target.env,
  });
  const acknowledged: Acknowledged = new Map();
  const worked = await agencyWork(server, storage, acknowledged);
  // Litestream reports nothing until it has written the store's first changes.
  const replicating = await within(
    30_000,
    () => replicaHealth(storage.dataDir, true, new Date()).state === "replicating",
  );
  if (!replicating) throw new Error(`the replica did not start:\n${replica.log.join("")}`);

  const { sent, lostAt: killedAt } = await trafficUntilLost(server, run, acknowledged, (leads) =>
    leads >= LEADS_BEFORE_LOSS ? Promise.all([crash(server), crash(replica)]) : null,
  );
  await destroyStore(storage);

  const restored = await newStorage();
  const restore = await runCommand(
    [compiledCommand("litestream"), "restore", join(restored.dataDir, SQLITE_FILE)],
    { ...storageEnv(restored), ...target.env },
  );
  check(restore.code === 0, `the replica restored into a new folder (exit code ${restore.code})`);
  if (restore.code !== 0) throw new Error(`litestream restore:\n${restore.output}`);
  server = await startServer(restored, withScheduler);
  const backAt = await firstAccepted(server, run);
  try {
    const ids = await storedIds(restored);
    const missing = [...acknowledged].filter(([id]) => !ids.has(id));
    const missingEarly = missing.filter(([, at]) => at < killedAt - REPLICA_WITHIN_MS);
    const oldestMissing = Math.min(...missing.map(([, at]) => at));
    const recoveryPoint = missing.length ? killedAt - oldestMissing : 0;
    const recoveryTime = backAt === null ? null : backAt - killedAt;
    console.log(
      `  recovery point ${seconds(recoveryPoint)} (${missing.length} of ${acknowledged.size.toLocaleString("en")} acknowledged leads lost), recovery time ${recoveryTime === null ? "none" : seconds(recoveryTime)}`,
    );
    figures[`replica to ${target.name}`] = {
      sent,
      acknowledged: acknowledged.size,
      lost: missing.length,
      "recovery point": seconds(recoveryPoint),
      "recovery time": recoveryTime === null ? "none" : seconds(recoveryTime),
    };
    check(backAt !== null, "the restored site accepts leads again");
    check(
      missingEarly.length === 0,
      `every lead acknowledged more than ${seconds(REPLICA_WITHIN_MS)} before the loss is restored (${missingEarly.length} missing)`,
    );
    await checkInbox(server, restored, worked);
  } finally {
    await stop(server);
  }
}

/** Every lead's id in `npm run leads -- export --format json`, and the export's text. */
async function exported(storage: Storage): Promise<{ ids: Set<string>; text: string }> {
  const exportRun = await runCommand(
    [compiledCommand("leads"), "export", "--format", "json"],
    storageEnv(storage),
  );
  if (exportRun.code !== 0) throw new Error(`export: ${exportRun.output}`);
  const leads = JSON.parse(exportRun.output) as Array<{ id: string }>;
  return { ids: new Set(leads.map((lead) => lead.id)), text: exportRun.output };
}

/**
 * A snapshot taken while 20 clients post leads; then the machine is lost, the snapshot restored
 * into an empty store, and the site started on it.
 */
async function snapshotScenario(name: StoreName, newStorage: () => Promise<Storage>) {
  console.log(`\n[${name}] snapshot: taken under load, then the machine is lost`);
  const run = `s${Date.now().toString(36)}`;
  const folder = mkdtempSync(join(tmpdir(), "drill-snapshot-"));
  const snapshot = join(folder, "leads.snapshot");
  try {
    const storage = await newStorage();
    let server = await startServer(storage);
    const acknowledged: Acknowledged = new Map();
    const backup = {
      acknowledgedBefore: [] as string[],
      run: null as Promise<{ code: number | null; output: string }> | null,
      ms: 0,
    };
    // The traffic runs on while the snapshot is written; the machine is lost once it is.
    const { sent, lostAt: killedAt } = await trafficUntilLost(
      server,
      run,
      acknowledged,
      (leads) => {
        if (!backup.run && leads >= LEADS_BEFORE_SNAPSHOT) {
          backup.acknowledgedBefore = [...acknowledged.keys()];
          const from = Date.now();
          backup.run = runCommand(
            [compiledCommand("leads"), "backup", snapshot],
            storageEnv(storage),
          );
          void backup.run.then(() => (backup.ms = Date.now() - from));
        }
        return backup.ms ? crash(server) : null;
      },
    );
    const backedUp = await backup.run!;
    check(backedUp.code === 0, `the snapshot was taken under load (exit code ${backedUp.code})`);
    if (backedUp.code !== 0) throw new Error(`backup: ${backedUp.output}`);
    await destroyStore(storage);

    const restored = await newStorage();
    const restore = await runCommand(
      [compiledCommand("leads"), "restore", snapshot],
      storageEnv(restored),
    );
    check(
      restore.code === 0,
      `the snapshot restored into an empty store (exit code ${restore.code})`,
    );
    if (restore.code !== 0) throw new Error(`restore:\n${restore.output}`);
    server = await startServer(restored);
    const backAt = await firstAccepted(server, run);
    try {
      const first = await exported(restored);
      const wanted = backup.acknowledgedBefore;
      const missing = wanted.filter((id) => !first.ids.has(id));
      const recoveryTime = backAt === null ? null : backAt - killedAt;
      console.log(
        `  ${missing.length} of ${wanted.length.toLocaleString("en")} leads acknowledged before the snapshot lost, snapshot taken in ${seconds(backup.ms)}, recovery time ${recoveryTime === null ? "none" : seconds(recoveryTime)}`,
      );
      figures[`${name} snapshot`] = {
        sent,
        acknowledged: acknowledged.size,
        "acknowledged before the snapshot": wanted.length,
        "in the export": first.ids.size,
        lost: missing.length,
        "snapshot taken in": seconds(backup.ms),
        "recovery time": recoveryTime === null ? "none" : seconds(recoveryTime),
      };
      check(backAt !== null, "the restored site accepts leads again");
      check(
        wanted.length > 0 && missing.length === 0,
        `the export lists every lead acknowledged before the snapshot began (${missing.length} missing)`,
      );
      const again = await runCommand(
        [compiledCommand("leads"), "restore", snapshot],
        storageEnv(restored),
      );
      const second = await exported(restored);
      check(
        again.code !== 0,
        `restoring again over the store with leads, without --force, is refused (exit code ${again.code})`,
      );
      check(second.text === first.text, "the export is unchanged after the refusal");
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The S3-compatible store (test/s3-store.ts) on 127.0.0.1, with a bucket for the replica. */
async function startS3(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const port = await freePort();
  const directory = mkdtempSync(join(tmpdir(), "drill-s3-"));
  const bucket = "voltcare-backups";
  const store = startProcess(
    ["--import", "tsx", join(import.meta.dirname, "s3-store.ts"), String(port), directory, bucket],
    {},
  );
  await untilPrinted(store.child, /listening/, 30_000);
  return {
    env: {
      BACKUP_URL: `s3://${bucket}/site/leads.db`,
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      BACKUP_S3_REGION: "us-east-1",
      ...S3_KEYS,
    },
    close: async () => {
      await stop(store);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function drill(name: StoreName, newStorage: () => Promise<Storage>): Promise<void> {
  if (name === "SQLite") {
    const replicaFolder = mkdtempSync(join(tmpdir(), "drill-replica-"));
    try {
      await replicaScenario({ name: "a folder", env: { BACKUP_URL: replicaFolder } }, newStorage);
    } finally {
      rmSync(replicaFolder, { recursive: true, force: true });
    }
    const s3 = await startS3();
    try {
      await replicaScenario({ name: "an S3-compatible store", env: s3.env }, newStorage);
    } finally {
      await s3.close();
    }
  }
  await snapshotScenario(name, newStorage);
}

const started = Date.now();
if (!ensureBuild()) process.exit(1);
const drillFailure = await onEachStore(db, "drill", drill);
if (drillFailure) failed(drillFailure);
finish("Drill figures", "drill", started);
