// docs/inbox.md, "Benchmark": the inbox's list of leads over 100,000 of them, as the server
// queries it for each page, and the report over them and a year of counted visits. A benchmark, not a test: it reports, and fails only on an error.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type DbHandle } from "@/server/db/client";
import { LEAD_STATUSES, type NewLead } from "@/server/db/schema";
import { filterChoices, leadListPage, type LeadListFilter } from "@/inbox/server/lead-list";
import { buildReport, type ReportWeeks } from "@/inbox/server/report";
import { startPostgresCluster, type PostgresCluster } from "../../test/postgres-cluster";

const USAGE = "Usage: npm run bench:inbox -- [--leads N] [--runs N] [--db sqlite|postgres|both]";
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "25" },
    db: { type: "string", default: "both" },
  },
});
const leadCount = Number(values.leads);
const runs = Number(values.runs);
if (!(leadCount > 0 && runs > 0) || !["sqlite", "postgres", "both"].includes(values.db)) {
  console.error(USAGE);
  process.exit(2);
}

/** The first page, the question the issue sets a budget for. */
const TARGET_MS = 200;
const ZONE = "America/Chicago";
const SOURCES = ["google", "facebook", "newsletter", "linkedin", null];
const CAMPAIGNS = ["spring-dental", "chiro-retarget", "medspa-launch", null];
const FORMS = ["home", "contact", "landing", "case-study", "lead-magnet"];
const FIRST = ["Dana", "Sam", "Priya", "Marcus", "Elena", "Tom", "Aisha", "Luis", "Grace", "Omar"];
const LAST = ["Whitfield", "Ortiz", "Patel", "Nguyen", "Kowalski", "Brennan", "Okafor", "Lind"];

function seededLead(n: number, now: number): NewLead {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  return {
    id: `bench-${String(n).padStart(7, "0")}`,
    // About one every six minutes, going back a year.
    created_at: new Date(now - n * 315_000).toISOString(),
    form: FORMS[n % FORMS.length]!,
    name: `${first} ${last}`,
    email: `${first}.${last}${n}@practice${n % 997}.example`.toLowerCase(),
    phone: `(512) 555-${String(n % 10_000).padStart(4, "0")}`,
    practice: `${last} Family ${n % 3 ? "Dental" : "Chiropractic"}`,
    utm_source: SOURCES[n % SOURCES.length],
    utm_campaign: CAMPAIGNS[n % CAMPAIGNS.length],
    status: LEAD_STATUSES[n % 17 === 0 ? 2 : n % 5 === 0 ? 1 : 0],
    suspected: n % 50 === 0 ? "honeypot" : null,
  };
}

const PAGES = Array.from({ length: 40 }, (_, n) => (n ? `/page-${n}` : "/"));

async function seed(handle: DbHandle): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < leadCount; start += 500) {
    const rows = Array.from({ length: Math.min(500, leadCount - start) }, (_, i) =>
      seededLead(start + i, now),
    );
    await handle.db.insertInto("leads").values(rows).execute();
  }
  // A year of counted visits: every day, page, source and campaign that had one.
  const views = [];
  for (let day = 0; day < 365; day++) {
    const date = new Date(now - day * 86_400_000).toISOString().slice(0, 10);
    for (const path of PAGES) {
      for (const [i, source] of SOURCES.entries()) {
        views.push({
          day: date,
          path,
          source: source ?? "(direct)",
          medium: source ? "cpc" : "(none)",
          campaign: CAMPAIGNS[i % CAMPAIGNS.length] ?? "",
          views: 3 + (day % 7),
          visits: 1 + (day % 3),
        });
      }
    }
  }
  for (let start = 0; start < views.length; start += 500) {
    await handle.db
      .insertInto("page_views")
      .values(views.slice(start, start + 500))
      .execute();
  }
}

async function timed(work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs + 3; run++) {
    const started = performance.now();
    await work();
    if (run >= 3) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const QUESTIONS: { name: string; filter: LeadListFilter; deep?: boolean }[] = [
  { name: "first page, every lead", filter: {} },
  { name: "first page, one status (booked)", filter: { status: "booked" } },
  {
    name: "first page, a source and a campaign",
    filter: { source: "google", campaign: "spring-dental" },
  },
  { name: "first page, a month", filter: { from: "2026-06-01", to: "2026-06-30" } },
  { name: "a search (part of a name)", filter: { search: "okafor" } },
  { name: "a search (phone digits)", filter: { search: "555-0420" } },
  { name: "the 20th page", filter: {}, deep: true },
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(label: string, handle: DbHandle): Promise<void> {
  const seeding = performance.now();
  await seed(handle);
  console.log(
    `\n${label}: ${leadCount.toLocaleString("en-US")} leads seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  for (const question of QUESTIONS) {
    let cursor = null;
    if (question.deep) {
      for (let page = 1; page < 20; page++) {
        cursor = (await leadListPage(handle.db, question.filter, cursor, ZONE)).older;
      }
    }
    // As the page does: the list with its counts, and the filters' choices.
    const times = await timed(() =>
      Promise.all([
        leadListPage(handle.db, question.filter, cursor, ZONE),
        filterChoices(handle.db),
      ]),
    );
    const median = quantile(times, 0.5);
    const mark = question.name.startsWith("first page, every")
      ? median < TARGET_MS
        ? " ✓"
        : " ✗ over target"
      : "";
    console.log(
      `  ${question.name.padEnd(40)} median ${median.toFixed(1).padStart(6)} ms, p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms${mark}`,
    );
  }
  for (const weeks of [12, 52] satisfies ReportWeeks[]) {
    const times = await timed(() =>
      buildReport(handle.db, { weeks, zone: ZONE, siteHost: "www.voltcare.example" }),
    );
    console.log(
      `  ${`the report, last ${weeks} weeks`.padEnd(40)} median ${quantile(times, 0.5).toFixed(1).padStart(6)} ms, p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms`,
    );
  }
}

const folder = mkdtempSync(join(tmpdir(), "bench-inbox-"));
let cluster: PostgresCluster | null = null;
try {
  if (values.db !== "postgres") {
    const handle = await openDatabase({ dataDir: folder });
    await measure("SQLite", handle).finally(() => handle.close());
  }
  if (values.db !== "sqlite") {
    cluster = await startPostgresCluster();
    if (!cluster) console.log("\nPostgreSQL: no server binaries here; skipped");
    else {
      const handle = await openDatabase({ databaseUrl: cluster.url, dataDir: folder });
      await measure("PostgreSQL", handle).finally(() => handle.close());
    }
  }
  console.log(`\nTarget: the first page of every lead under ${TARGET_MS} ms (median).`);
} finally {
  cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
}
