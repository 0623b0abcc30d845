import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../test/databases";
import { contactLeadSchema, landingLeadSchema } from "@/lib/lead-schemas";
import { contactLeadRecord, landingLeadRecord, storeLead } from "@/server/leads/store";

type Result = { code: number | null; stdout: string; stderr: string };

/** Runs the real command, as `npm run leads -- …` does, against the given database. */
function leads(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "cli/leads.ts", ...args],
      {
        env: { ...process.env, ...env },
      },
    );
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

describe.each(dialects)("the leads command on %s", (dialect) => {
  let t: TestDatabase;
  let env: Record<string, string>;
  const context = { ipHash: null, idempotencyKey: null };

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    env = { DATA_DIR: t.options.dataDir, DATABASE_URL: t.options.databaseUrl ?? "" };
    await storeLead(
      t.handle.db,
      contactLeadRecord(dana),
      { ...context, attribution: dana },
      ["email"],
      new Date("2026-10-01T09:00:00Z"),
    );
    await storeLead(
      t.handle.db,
      landingLeadRecord(sam),
      { ...context, attribution: sam },
      ["webhook"],
      new Date("2026-11-01T09:00:00Z"),
    );
  });
  afterEach(async () => {
    await t.drop();
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
      "id,created_at,form,name,email,phone,practice,business_type,subject,message,notes,source,utm_source,utm_medium,utm_campaign,utm_content,utm_term,gclid,fbclid,referrer,page_url,device",
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

  it("erases a person's leads by email and purges by age", async () => {
    const erased = await leads(["erase", "--email", "DANA@brightsmile.example"], env);
    expect(erased.stdout).toContain("Erased 1 lead and 1 delivery.");
    expect((await leads(["list"], env)).stdout).not.toContain("Dana");
    const purged = await leads(["purge", "--older-than", "1"], env);
    expect(purged.stdout).toContain("Purged 1 lead older than 1 days.");
    expect((await leads(["list"], env)).stdout).toContain("No leads.");
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
});

describe("the leads command's arguments", () => {
  const env = { DATA_DIR: "/nonexistent/never-created" };
  it.each([
    [["frobnicate"], 'Unknown command "frobnicate".'],
    [["export"], "export needs --format csv or --format json."],
    [["export", "--format", "xml"], "export needs --format csv or --format json."],
    [["erase"], "erase needs --email ADDRESS."],
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
