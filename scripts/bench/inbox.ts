// docs/inbox.md, "Benchmark": the inbox's list of leads over 100,000 of them, as the server
// queries it for each page, and the report over them and a year of counted visits; with --page,
// the report as the production build serves it (docs/report.md). A benchmark, not a test: it
// reports, and fails only on an error.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase, type DbHandle } from "@/server/db/client";
import { LEAD_STATUSES, type LeadNotesTable, type NewLead } from "@/server/db/schema";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import {
  COUNT_MAX,
  filterChoices,
  leadListPage,
  leadListWithCounts,
  type LeadCount,
  type LeadListFilter,
} from "@/leads/server/record/lead-list";
import { countIn } from "@/leads/server/record/suspected";
import { countLeadDays } from "@/server/db/report-days";
import { buildReport, REPORT_TOP } from "@/inbox/server/report";
import { lastWeeks, type ReportWeeks } from "@/inbox/server/report-calendar";
import { TRAFFIC_SLUG_MAX } from "@/lib/traffic-source";
import { freePort, startPostgresCluster, type PostgresCluster } from "../../test/postgres-cluster";
import {
  compiledCommand,
  ensureBuild,
  LISTENING,
  stopped,
  untilPrinted,
} from "../../test/production-server";

const USAGE =
  "Usage: npm run bench:inbox -- [--leads N] [--views N] [--runs N] [--db sqlite|postgres|both] [--page]";
const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    views: { type: "string", default: "100000" },
    runs: { type: "string", default: "25" },
    db: { type: "string", default: "both" },
    page: { type: "boolean", default: false },
  },
});
const leadCount = Number(values.leads);
const viewCount = Number(values.views);
const runs = Number(values.runs);
if (
  !(leadCount > 0 && viewCount >= 0 && runs > 0) ||
  !["sqlite", "postgres", "both"].includes(values.db)
) {
  console.error(USAGE);
  process.exit(2);
}
if (values.page && !ensureBuild()) process.exit(1);

/** The first page, the question the issue sets a budget for. */
const TARGET_MS = 200;
/** A full-text search's first page. */
const SEARCH_TARGET_MS = 150;
/** The report's figures over the last 52 weeks, as its page asks for them (docs/report.md). */
const REPORT_TARGET_MS = 300;
/** The report's page as served, before compression, the most it may weigh (docs/report.md). */
const PAGE_TARGET_BYTES = 300 * 1024;
const ZONE = "America/Chicago";
const SOURCES = ["google", "facebook", "newsletter", "linkedin", null];
const CAMPAIGNS = ["spring-dental", "chiro-retarget", "medspa-launch", null];
const FORMS = ["home", "contact", "landing", "case-study", "lead-magnet"];
const FIRST = ["Dana", "Sam", "Priya", "Marcus", "Elena", "Tom", "Aisha", "Luis", "Grace", "Omar"];
const LAST = ["Whitfield", "Ortiz", "Patel", "Nguyen", "Kowalski", "Brennan", "Okafor", "Lind"];
const STREETS = ["Halverson", "Maple", "Congress", "Lamar", "Burnet", "Riverside", "Oltorf"];
const SOFTWARE = ["Eaglesoft", "Open Dental", "Jane App", "ChiroTouch", "Curve", "Weave"];
const SUBJECTS = [
  "Missed calls at two offices",
  "Pricing question",
  "Growth plan",
  "Question about the AI receptionist",
  "After-hours answering",
];
/** A contact form's message: a dozen sentences or so, numbers and places of the lead's own. */
function seededMessage(n: number): string {
  const street = STREETS[n % STREETS.length]!;
  const sentences = [
    `Our front desk misses most calls over lunch and after ${3 + (n % 3)}:30, and new patients hang up before voicemail.`,
    `Last month we counted ${20 + (n % 70)} missed calls, about a third of them new-patient inquiries.`,
    `The satellite office on ${street} Street shares one phone line with the main clinic.`,
    // A word of 1 message in 60, as a piece of software a practice names.
    `Scheduling runs on ${n % 60 === 7 ? "Dentrix" : SOFTWARE[n % SOFTWARE.length]}, which the receptionist would need to read.`,
    `We have ${1 + (n % 4)} hygienists and the schedule has gaps every ${n % 2 ? "Tuesday" : "Thursday"} afternoon.`,
    "We want texts answered within a minute, weekends and holidays included.",
    "Insurance verification takes most of the morning, so the phones ring out.",
    `Our recall list has ${(n % 1900) + 100} patients overdue for a cleaning and no one to call them.`,
    `We run ads for ${n % 3 ? "implants" : "Invisalign"} and the landing page converts poorly on phones.`,
    "Could the receptionist confirm appointments the day before and handle reschedules?",
    "The owner wants a weekly report of booked visits by campaign, not just clicks.",
    `Reference ${n.toString(36)}-${(n * 7919).toString(36)} from the ${street} office.`,
  ];
  return sentences.slice(0, 8 + (n % 5)).join(" ");
}

const NOTES = [
  "Left a voicemail; try again Thursday morning.",
  "Called back: wants pricing for three chairs before the board meets.",
  "Sent the case study and the ROI calculator.",
  "Demo booked with the office manager; the owner may join.",
];

/** A fifth of the leads have a note or two; one lead in 2,500 a note saying a BAA is signed. */
function seededNotes(lead: NewLead, n: number): LeadNotesTable[] {
  if (n % 5) return [];
  return Array.from({ length: 1 + (n % 2) }, (_, i) => ({
    id: `${lead.id}-${i}`,
    lead_id: lead.id,
    author: "front-desk@voltcare.example",
    body: n % 2500 === 5 && i === 0 ? "BAA signed; waiting on their IT." : NOTES[(n + i) % 4]!,
    created_at: lead.created_at,
    edited_at: null,
  }));
}

const PAGES = Array.from({ length: 40 }, (_, n) => (n ? `/page-${n}` : "/"));
const REFERRERS = ["https://www.google.com/", "https://www.bing.com/search?q=dentist", null];
const ESTIMATE = JSON.stringify({
  callsPerDay: 12,
  openDays: 21,
  missedPercent: 25,
  bookPercent: 40,
  patientValue: 1200,
});

function seededLead(n: number, now: number): NewLead {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  const source = SOURCES[n % SOURCES.length];
  const campaign = CAMPAIGNS[n % CAMPAIGNS.length];
  return {
    id: `bench-${String(n).padStart(7, "0")}`,
    // About one every six minutes, going back a year.
    created_at: new Date(now - n * 315_000).toISOString(),
    form: FORMS[n % FORMS.length]!,
    name: `${first} ${last}`,
    email: `${first}.${last}${n}@practice${n % 997}.example`.toLowerCase(),
    phone: `(512) 555-${String(n % 10_000).padStart(4, "0")}`,
    practice: `${last} Family ${n % 3 ? "Dental" : "Chiropractic"}`,
    subject: SUBJECTS[n % SUBJECTS.length],
    message: seededMessage(n),
    utm_source: source,
    utm_campaign: campaign,
    referrer: REFERRERS[n % REFERRERS.length],
    page_url: `https://www.voltcare.example${PAGES[n % PAGES.length]}?utm_source=${source ?? ""}&utm_campaign=${campaign ?? ""}`,
    calculator_inputs: n % 9 === 0 ? ESTIMATE : null,
    status: LEAD_STATUSES[n % 17 === 0 ? 2 : n % 5 === 0 ? 1 : 0],
    suspected: n % 50 === 0 ? "honeypot" : null,
    // Half the suspected ones discarded to the trash a day after they came, 1,000 in all.
    discarded_at: n % 100 === 0 ? new Date(now - n * 315_000 + 86_400_000).toISOString() : null,
    discarded_by: n % 100 === 0 ? "dana@voltcare.example" : null,
  };
}

async function seed(handle: DbHandle): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < leadCount; start += 500) {
    const rows = Array.from({ length: Math.min(500, leadCount - start) }, (_, i) =>
      seededLead(start + i, now),
    );
    await insertExactLeads(
      handle.db,
      rows,
      rows.flatMap((lead, i) => seededNotes(lead, start + i)),
    );
  }
  // A year of counted visits: every day, page, source and campaign that had one, up to
  // `viewCount` rows, the rest made-up sources of the longest slugs, each a row of its own, as a
  // flood before the limits could have left them.
  const dayOf = (daysAgo: number) =>
    new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const views = [];
  for (let day = 0; day < 365; day++) {
    for (const path of PAGES) {
      for (const [i, source] of SOURCES.entries()) {
        views.push({
          day: dayOf(day),
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
  views.length = Math.min(views.length, viewCount);
  const longest = (n: number, word: string) => `${word}-${n}-`.padEnd(TRAFFIC_SLUG_MAX, "x");
  for (let n = 0; views.length < viewCount; n++) {
    views.push({
      // Within the last 52 weeks, the report's longest period.
      day: dayOf(n % 357),
      path: PAGES[n % PAGES.length]!,
      source: longest(n, "deals"),
      medium: longest(n, "referral"),
      campaign: longest(n, "win-an-ipad"),
      views: 1,
      visits: 1,
    });
  }
  for (let start = 0; start < views.length; start += 500) {
    await handle.db
      .insertInto("page_views")
      .values(views.slice(start, start + 500))
      .execute();
  }
  // As autovacuum leaves a table that has grown for a year: its statistics taken, and its pages
  // marked visible, so the planner knows its rows and reads indexes without the table.
  if (handle.dialect === "postgres") await sql`vacuum analyze`.execute(handle.db);
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

const QUESTIONS: { name: string; filter: LeadListFilter; deep?: boolean; search?: boolean }[] = [
  { name: "first page, every lead", filter: {} },
  { name: "first page, one status (booked)", filter: { status: "booked" } },
  {
    name: "first page, a source and a campaign",
    filter: { source: "google", campaign: "spring-dental" },
  },
  { name: "first page, a referring site", filter: { source: "google.com / referral" } },
  { name: "first page, direct", filter: { source: "(direct) / (none)" } },
  { name: "first page, a landing page", filter: { page: "/page-7" } },
  { name: "first page, a month", filter: { from: "2026-06-01", to: "2026-06-30" } },
  { name: "a search: a name, half typed", filter: { search: "okaf" }, search: true },
  { name: "a search: phone digits", filter: { search: "555-0420" }, search: true },
  { name: "a search: a word of messages", filter: { search: "dentrix" }, search: true },
  { name: "a search: a word of staff notes", filter: { search: "BAA" }, search: true },
  { name: "a search: two words", filter: { search: "dentrix halverson" }, search: true },
  { name: "a search: a word of most leads", filter: { search: "calls" }, search: true },
  { name: "the 20th page", filter: {}, deep: true },
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const timing = (times: number[]) =>
  `median ${quantile(times, 0.5).toFixed(1).padStart(6)} ms, p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms`;

/** Signs in with the link `npm run leads -- staff add` printed: the session's cookies. */
async function signIn(link: string, origin: string): Promise<string> {
  const cookiesOf = (answer: Response) =>
    answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const page = await fetch(link);
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];
  const csrfCookie = cookiesOf(page);
  const answer = await fetch(`${origin}/inbox/sign-in/link`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie: csrfCookie.join("; ") },
    body: new URLSearchParams({ csrf: field("csrf") ?? "", token: field("token") ?? "" }),
  });
  return [...csrfCookie, ...cookiesOf(answer)].join("; ");
}

/** The report's page and a CSV file as the production build serves them from this database. */
async function servedReport(storage: Record<string, string>): Promise<void> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    ...storage,
    SITE_URL: origin,
    INBOX_TIME_ZONE: ZONE,
    LEAD_WORKER: "off",
    SMTP_URL: "",
  };
  const added = spawnSync(
    process.execPath,
    [compiledCommand("leads"), "staff", "add", "bench@voltcare.example"],
    { env, encoding: "utf8" },
  );
  const link = /http\S+\/inbox\/sign-in\/link\?token=\w+/.exec(added.stdout)?.[0];
  if (!link) throw new Error(`no sign-in link: ${added.stdout}${added.stderr}`);
  const server = spawn(
    process.execPath,
    [compiledCommand("serve"), "-H", "127.0.0.1", "-p", String(port)],
    { env, stdio: ["ignore", "pipe", "pipe"] },
  );
  try {
    await untilPrinted(server, LISTENING, 60_000);
    server.stdout?.resume();
    server.stderr?.resume();
    const cookie = await signIn(link, origin);
    for (const [name, path, target] of [
      ["the report's page, last 52 weeks", "/inbox/report?weeks=52", PAGE_TARGET_BYTES],
      ["its CSV file by campaign", "/inbox/report.csv?by=campaign&weeks=52", null],
    ] as const) {
      let bytes = 0;
      const times = await timed(async () => {
        const answer = await fetch(`${origin}${path}`, {
          redirect: "manual",
          headers: { cookie, "accept-encoding": "identity" },
        });
        if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
        bytes = (await answer.arrayBuffer()).byteLength;
      });
      const size = `${(bytes / 1024).toFixed(1)} KiB`;
      const mark = target === null ? "" : bytes < target ? " ✓" : " ✗ over target";
      console.log(`  ${name.padEnd(40)} ${timing(times)}, ${size}${mark}`);
    }
  } finally {
    await stopped(server);
  }
}

async function measure(
  label: string,
  handle: DbHandle,
  storage: Record<string, string>,
): Promise<void> {
  const seeding = performance.now();
  await seed(handle);
  // As autovacuum leaves tables filled over months: their statistics and visibility map current.
  if (handle.dialect === "postgres") await sql`vacuum analyze`.execute(handle.db);
  console.log(
    `\n${label}: ${leadCount.toLocaleString("en-US")} leads and ${viewCount.toLocaleString("en-US")} rows of page views seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  for (const question of QUESTIONS) {
    let cursor = null;
    if (question.deep) {
      for (let page = 1; page < 20; page++) {
        cursor = (await leadListPage(handle.db, question.filter, cursor, ZONE)).older;
      }
    }
    // As the page does: the list with its counts, and the filters' choices.
    let found = 0 as LeadCount;
    const times = await timed(async () => {
      const [{ counts }] = await Promise.all([
        leadListWithCounts(handle.db, question.filter, cursor, ZONE),
        filterChoices(handle.db),
      ]);
      found = counts.all;
    });
    const median = quantile(times, 0.5);
    const target = question.search
      ? SEARCH_TARGET_MS
      : question.name.startsWith("first page, every")
        ? TARGET_MS
        : null;
    const mark = target === null ? "" : median < target ? " ✓" : " ✗ over target";
    const counted =
      found === "more"
        ? `over ${COUNT_MAX.toLocaleString("en-US")}`
        : found.toLocaleString("en-US");
    const leads = question.search ? `, ${counted} leads` : "";
    console.log(
      `  ${question.name.padEnd(40)} median ${median.toFixed(1).padStart(6)} ms, p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms${leads}${mark}`,
    );
  }
  // Every inbox page asks for the folder's count, for the menu; the folder's and the trash's own
  // pages for a page of them and both counts (keptApartPage).
  const counted = await timed(() => countIn(handle.db, "suspected"));
  console.log(`  ${"the menu's suspected count".padEnd(40)} ${timing(counted)}`);
  for (const place of ["suspected", "trash"] as const) {
    const times = await timed(() =>
      Promise.all([
        leadListPage(handle.db, { place }, null, ZONE),
        countIn(handle.db, "suspected"),
        countIn(handle.db, "trash"),
      ]),
    );
    console.log(`  ${`the ${place} page, first page`.padEnd(40)} ${timing(times)}`);
  }
  // The first report after an upgrade counts every lead into the agency's days, once.
  const counting = performance.now();
  await countLeadDays(handle.db, ZONE);
  const once = `${(performance.now() - counting).toFixed(0)} ms, once`;
  console.log(`  ${"every lead counted into the agency's days".padEnd(40)} ${once}`);
  // As the page asks: both periods, each breakdown's top rows and (other). The seeded leads span
  // a year, so 26 weeks has a period before as full as itself, and 52 weeks an empty one.
  for (const weeks of [12, 26, 52] satisfies ReportWeeks[]) {
    const times = await timed(() =>
      buildReport(handle.db, {
        period: lastWeeks(weeks, ZONE),
        zone: ZONE,
        siteHost: "www.voltcare.example",
        top: REPORT_TOP,
      }),
    );
    const mark =
      weeks === 52 ? (quantile(times, 0.5) < REPORT_TARGET_MS ? " ✓" : " ✗ over target") : "";
    console.log(`  ${`the report, last ${weeks} weeks`.padEnd(40)} ${timing(times)}${mark}`);
  }
  if (values.page) await servedReport(storage);
}

const folder = mkdtempSync(join(tmpdir(), "bench-inbox-"));
let cluster: PostgresCluster | null = null;
try {
  if (values.db !== "postgres") {
    const handle = await openDatabase({ dataDir: folder });
    await measure("SQLite", handle, { DATA_DIR: folder }).finally(() => handle.close());
  }
  if (values.db !== "sqlite") {
    cluster = await startPostgresCluster();
    if (!cluster) console.log("\nPostgreSQL: no server binaries here; skipped");
    else {
      const handle = await openDatabase({ databaseUrl: cluster.url, dataDir: folder });
      await measure("PostgreSQL", handle, { DATABASE_URL: cluster.url }).finally(() =>
        handle.close(),
      );
    }
  }
  console.log(
    `\nTargets (median): the first page of every lead under ${TARGET_MS} ms, a search's under ${SEARCH_TARGET_MS} ms, the report of the last 52 weeks under ${REPORT_TARGET_MS} ms.`,
  );
  if (values.page) {
    console.log(`Target: the report's page under ${PAGE_TARGET_BYTES / 1024} KiB.`);
  }
} finally {
  cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
}
