import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { compileCommands } from "../scripts/compile-commands";
import { dialects, freshDatabase, type TestDatabase } from "../test/databases";
import { contactLeadSchema, landingLeadSchema, serverWords } from "../test/server-words";
import { parseServerEnv } from "@/server/env";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { contactLeadRecord, landingLeadRecord, storeLead } from "@/leads/server/record/store";
import { leadById } from "@/leads/server/record/queries";
import { discardSuspected } from "@/leads/server/record/suspected";
import { auditOfLead } from "@/server/audit-log";

type Result = { code: number | null; stdout: string; stderr: string };

/**
 * The command compiled as the build compiles it (scripts/build-server.ts), once for the file:
 * `npm run leads` runs that output, and starting it takes a fraction of compiling the sources on
 * every run. Under node_modules, so the packages it imports resolve as they do from dist/cli.
 */
let compiledDir = "";
let command: string[] = [];
beforeAll(async () => {
  const cacheDir = join("node_modules", ".cache");
  mkdirSync(cacheDir, { recursive: true });
  compiledDir = mkdtempSync(join(cacheDir, "leads-command-"));
  await compileCommands(["cli/leads.ts"], compiledDir);
  command = [join(compiledDir, "leads.mjs")];
});
afterAll(() => rmSync(compiledDir, { recursive: true, force: true }));

/** Runs the real command, as `npm run leads -- …` does, against the given database. */
function leads(args: string[], env: Record<string, string>): Promise<Result> {
  return run(process.execPath, [...command, ...args], env);
}

/**
 * Runs the command with its output going through a shell pipe into `reader` (as in
 * `npm run leads -- export | wc -c`), answering what the reader printed and the command's own
 * exit code.
 */
function leadsPiped(args: string[], env: Record<string, string>, reader = "cat"): Promise<Result> {
  return run(
    "bash",
    [
      "-c",
      `"$@" | ${reader}; exit "\${PIPESTATUS[0]}"`,
      "leads",
      process.execPath,
      ...command,
      ...args,
    ],
    env,
  );
}

function run(file: string, args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const dana = contactLeadSchema.parse({
  form: "home",
  name: "Dana Whitfield",
  email: "dana@brightsmile.example",
  subject: "Growth plan",
  message: 'She said "call me", then =SUM(A1)',
  utm_source: "google",
  utm_campaign: "spring",
});
const sam = landingLeadSchema.parse({
  fullName: "Sam Ortiz",
  email: "sam@ortizchiro.example",
  phone: "(512) 555-0101",
  businessType: "Medical Clinic",
});

// Each test starts the command as several real processes, which takes seconds on a busy machine.
const SLOW = { timeout: 90_000 };

describe.each(dialects)("the leads command on %s", SLOW, (dialect) => {
  let t: TestDatabase;
  let env: Record<string, string>;
  const context = { ipHash: null, idempotency: null };

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    env = { DATA_DIR: t.options.dataDir, DATABASE_URL: t.options.databaseUrl ?? "" };
    await storeLead(
      t.handle.db,
      contactLeadRecord(dana),
      context,
      ["email"],
      new Date("2026-10-01T09:00:00Z"),
    );
    await storeLead(
      t.handle.db,
      landingLeadRecord(sam, serverWords.leadForms.landingInbox),
      context,
      ["webhook"],
      new Date("2026-11-01T09:00:00Z"),
    );
  });
  afterEach(async () => {
    await t.drop();
  });

  it("backs the store up, and restores over its leads only with --force", async () => {
    const folder = mkdtempSync(join(tmpdir(), "leads-backup-"));
    const exported = async () => (await leads(["export", "--format", "json"], env)).stdout;
    try {
      const snapshot = join(folder, "leads.snapshot");
      const backup = await leads(["backup", snapshot], env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(": 2 leads, 0 suspected submissions, 0 notes");
      const before = await exported();
      expect(before).toContain("dana@brightsmile.example");

      const refused = await leads(["restore", snapshot], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("holds 2 leads already: nothing was changed");
      expect(await exported()).toBe(before);
      const overwrite = await leads(["backup", snapshot], env);
      expect(overwrite.code).toBe(1);
      expect(overwrite.stderr).toContain("exists already; name a new file");

      const forced = await leads(["restore", snapshot, "--force"], env);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toContain("It replaced a store of 2 leads.");
      expect(await exported()).toBe(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("lists leads newest first, filtered by date and form", async () => {
    const all = await leads(["list"], env);
    expect(all.code).toBe(0);
    expect(all.stdout.indexOf("Sam Ortiz")).toBeLessThan(all.stdout.indexOf("Dana Whitfield"));
    expect(all.stdout).toContain("google / spring");
    expect(all.stdout).toContain("2 leads");
    const home = await leads(["list", "--form", "home"], env);
    expect(home.stdout).toContain("Dana Whitfield");
    expect(home.stdout).not.toContain("Sam Ortiz");
    const october = await leads(["list", "--since", "2026-10-01", "--until", "2026-10-31"], env);
    expect(october.stdout).toContain("1 lead");
  });

  it("exports every field as CSV or JSON, to stdout or a file", async () => {
    const csv = await leads(["export", "--format", "csv"], env);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,form,name,email,phone,practice,business_type,subject,message,notes,source,document,calculator_inputs,utm_source,utm_medium,utm_campaign,utm_content,utm_term,gclid,fbclid,referrer,page_url,device",
    );
    expect(lines).toHaveLength(3);
    expect(csv.stdout).toContain('"She said ""call me"", then =SUM(A1)"');

    const dir = mkdtempSync(join(tmpdir(), "leads-export-"));
    try {
      const out = join(dir, "leads.json");
      const json = await leads(
        ["export", "--format", "json", "--out", out, "--form", "landing"],
        env,
      );
      expect(json.code).toBe(0);
      expect(json.stderr).toContain("Wrote 1 lead");
      const rows = JSON.parse(readFileSync(out, "utf8"));
      expect(rows).toEqual([
        expect.objectContaining({
          name: "Sam Ortiz",
          business_type: "Medical Clinic",
          phone: "(512) 555-0101",
        }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes its whole output through a pipe, however large, and fails loudly when it cannot", async () => {
    // Enough leads that the output is several times a pipe's 64 KiB buffer.
    const at = new Date("2026-09-01T09:00:00Z").getTime();
    await insertExactLeads(
      t.handle.db,
      Array.from({ length: 120 }, (_, i) => ({
        ...contactLeadRecord({ ...dana, message: `Lead ${i}: ${"m".repeat(1500)}` }),
        id: `bulk-${String(i).padStart(3, "0")}`,
        created_at: new Date(at - i * 60_000).toISOString(),
        idempotency_key: null,
        ip_hash: null,
      })),
    );
    const dir = mkdtempSync(join(tmpdir(), "leads-export-"));
    try {
      const file = join(dir, "leads.json");
      expect((await leads(["export", "--format", "json", "--out", file], env)).code).toBe(0);
      const expected = readFileSync(file, "utf8");
      expect(Buffer.byteLength(expected)).toBeGreaterThan(3 * 65_536);

      const piped = await leadsPiped(["export", "--format", "json"], env);
      expect(piped.code).toBe(0);
      expect(Buffer.byteLength(piped.stdout)).toBe(Buffer.byteLength(expected));
      expect(JSON.parse(piped.stdout)).toHaveLength(122);

      const csv = await leadsPiped(["export", "--format", "csv"], env);
      expect(csv.code).toBe(0);
      expect(csv.stdout.trim().split("\r\n")).toHaveLength(123);

      const list = await leadsPiped(["list"], env, "tail -n 1");
      expect(list.code).toBe(0);
      expect(list.stdout.trim()).toBe("122 leads");

      // A reader that leaves early: the command notices and says so.
      const cut = await leadsPiped(["export", "--format", "json"], env, "head -c 100");
      expect(cut.stdout).toHaveLength(100);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toContain("leads: could not write the output");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("erases a person's leads by email and purges by age", async () => {
    const erased = await leads(["erase", "--email", "DANA@brightsmile.example"], env);
    expect(erased.stdout).toContain("Erased 1 lead and 1 delivery.");
    expect((await leads(["list"], env)).stdout).not.toContain("Dana");
    const purged = await leads(["purge", "--older-than", "1"], env);
    expect(purged.stdout).toContain("Purged 1 lead older than 1 days.");
    expect((await leads(["list"], env)).stdout).toContain("No leads.");
  });

  it("lists suspected submissions apart, and releases one into the outbox once", async () => {
    const { id } = await storeLead(
      t.handle.db,
      contactLeadRecord({ ...dana, name: "Quick Fill", email: "quick@practice.example" }),
      { ...context, suspected: "fill-time" },
      ["email"],
      // Sent between the two leads.
      new Date("2026-10-15T09:00:00Z"),
    );
    const listed = await leads(["list"], env);
    expect(listed.stdout).not.toContain("Quick Fill");
    expect(listed.stdout).toContain("2 leads");
    const suspected = await leads(["list", "--suspected"], env);
    expect(suspected.stdout).toMatch(/Quick Fill.*fill-time/);
    expect(suspected.stdout).toContain("1 suspected submission");
    expect(suspected.stdout).toContain("npm run leads -- release ID");
    const exported = JSON.parse(
      (await leads(["export", "--format", "json", "--suspected"], env)).stdout,
    );
    expect(exported.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await leads(["outbox"], env)).stdout).not.toContain(id);

    // Its notifications go on the channels configured now: the agency's email and the visitor's.
    const withEmail = {
      ...env,
      SMTP_URL: "smtp://127.0.0.1:2525",
      LEAD_EMAIL_TO: "team@voltcare.example",
    };
    const releasedAt = Date.now();
    const released = await leads(["release", id], withEmail);
    expect([released.code, released.stdout.trim()]).toEqual([
      0,
      `Released ${id}: it is a lead now, listed as arriving now, and its notifications are queued.`,
    ]);
    expect((await leads(["outbox"], env)).stdout).toMatch(
      new RegExp(`pending\\s+email\\s+0\\s+\\S+ \\S+\\s+${id}`),
    );
    // Listed as arriving when released, above the leads that came after it was sent; the visitor's
    // own time kept, and the release in the audit log as the command line's.
    const [, newest] = (await leads(["list"], env)).stdout.split("\n");
    expect(newest).toContain("Quick Fill");
    const lead = await leadById(t.handle.db, id);
    expect(lead?.submitted_at).toBe("2026-10-15T09:00:00.000Z");
    expect(new Date(lead!.created_at).getTime()).toBeGreaterThanOrEqual(releasedAt - 1000);
    expect(await auditOfLead(t.handle.db, id, ["released"])).toEqual([
      expect.objectContaining({ actor: null, action: "released" }),
    ]);
    const again = await leads(["release", id], withEmail);
    expect([again.code, again.stderr.trim()]).toEqual([
      1,
      `leads: ${id} is a lead already (not suspected); nothing to release.`,
    ]);
    // One discarded to the inbox's trash is restored there first, not released from it.
    const spam = await storeLead(
      t.handle.db,
      contactLeadRecord({ ...dana, name: "Spam Bot", email: "bot@spam.example" }),
      { ...context, suspected: "honeypot" },
      ["email"],
    );
    await discardSuspected(t.handle.db, [spam.id], {
      by: "front-desk@voltcare.example",
      at: new Date().toISOString(),
    });
    expect((await leads(["list", "--suspected"], env)).stdout).toContain(
      "No suspected submissions.",
    );
    const trashed = await leads(["release", spam.id], withEmail);
    expect([trashed.code, trashed.stderr.trim()]).toEqual([
      1,
      `leads: ${spam.id} was discarded to the inbox's trash; restore it there first. Nothing released.`,
    ]);
    expect(await leadById(t.handle.db, spam.id)).toMatchObject({ suspected: "honeypot" });
    const unknown = await leads(["release", "no-such-id"], env);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      1,
      "leads: no lead has the id no-such-id.",
    ]);
    const deliveries = await t.handle.db
      .selectFrom("deliveries")
      .select("channel")
      .where("lead_id", "=", id)
      .orderBy("channel")
      .execute();
    expect(deliveries).toEqual([{ channel: "email" }, { channel: "visitor" }]);
  });

  it("shows pending and dead deliveries and queues dead ones again", async () => {
    await t.handle.db
      .updateTable("deliveries")
      .set({ status: "dead", attempts: 10, last_error: "webhook answered HTTP 500" })
      .where("channel", "=", "webhook")
      .execute();
    const outbox = await leads(["outbox"], env);
    expect(outbox.stdout).toMatch(/pending\s+email/);
    expect(outbox.stdout).toMatch(/dead\s+webhook\s+10/);
    expect(outbox.stdout).toContain("webhook answered HTTP 500");
    expect(outbox.stdout).toContain("1 pending, 1 dead");
    expect((await leads(["outbox", "--retry-dead"], env)).stdout).toContain(
      "Queued 1 dead delivery",
    );
    expect((await leads(["outbox"], env)).stdout).toContain("2 pending, 0 dead");
  });

  it("shows the visitor emails skipped on purpose, apart, with why", async () => {
    expect((await leads(["outbox", "--skipped"], env)).stdout).toContain(
      "No delivery was skipped.",
    );
    const why = "not sent: 3 visitor emails already went to this address within 24 hours";
    await t.handle.db
      .updateTable("deliveries")
      .set({ channel: "visitor", status: "skipped", last_error: why })
      .where("channel", "=", "webhook")
      .execute();
    const skipped = await leads(["outbox", "--skipped"], env);
    expect(skipped.stdout).toMatch(/skipped\s+visitor\s+0\s+-/);
    expect(skipped.stdout).toContain(why);
    expect(skipped.stdout).toContain("1 skipped");
    expect((await leads(["outbox"], env)).stdout).toContain("1 pending, 0 dead");
  });
});

describe("the leads command's arguments", SLOW, () => {
  const env = { DATA_DIR: "/nonexistent/never-created" };
  it.each([
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["export"], "export needs --format csv or --format json."],
    [["export", "--format", "xml"], "export needs --format csv or --format json."],
    [["erase"], "erase needs --email ADDRESS."],
    [["release"], "release needs the id of a suspected submission (leads list --suspected)."],
    [["release", "a", "b"], 'Unexpected argument "b".'],
    [["backup"], "backup needs the PATH of the snapshot."],
    [["restore"], "restore needs the PATH of the snapshot."],
    [["backup", "leads.snapshot", "--force"], '--force does not apply to "backup".'],
    [["list", "extra"], 'Unexpected argument "extra".'],
    [
      ["purge", "--older-than", "soon"],
      '--older-than must be a whole number of at least 1 (got "soon")',
    ],
    [
      ["list", "--since", "yesterday"],
      '--since must be a date such as 2026-11-01 (got "yesterday")',
    ],
    [["list", "--email", "a@b.c"], '--email does not apply to "list".'],
    [["list", "--bogus"], "Unknown option '--bogus'"],
  ])("%j fails clearly with usage and touches nothing", async (args, message) => {
    const result = await leads(args, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: npm run leads");
  });
});

describe("the leads command's webhook-secret", SLOW, () => {
  it("prints a new secret each time, one the settings take, even while the settings hold a bad one", async () => {
    const bad = {
      DATA_DIR: "/nonexistent/never-created",
      LEAD_WEBHOOK_URL: "https://crm.example/hooks/leads",
      LEAD_WEBHOOK_SECRET: "a-plain-shared-secret-of-forty-characters",
    };
    const [first, second] = await Promise.all([
      leads(["webhook-secret"], bad),
      leads(["webhook-secret"], bad),
    ]);
    expect(first.code, first.stderr).toBe(0);
    const secret = first.stdout.trim();
    expect(secret).not.toBe(second.stdout.trim());
    expect(() =>
      parseServerEnv({ LEAD_WEBHOOK_URL: bad.LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET: secret }),
    ).not.toThrow();
  });
});
