// docs/leads.md, "Benchmark". Each lead comes from its own forwarded address, as visitors behind
// a proxy would, so the rate limit stays on as deployed without refusing the load.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "@/server/db/client";
import { freePort, startPostgresCluster, type PostgresCluster } from "../../test/postgres-cluster";
import {
  compiledCommand,
  ensureBuild,
  LISTENING,
  untilPrinted,
} from "../../test/production-server";

const USAGE =
  "Usage: npm run bench:api -- [--seconds S] [--warmup S] [--connections C] [--db sqlite|postgres|both]";
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    db: { type: "string", default: "both" },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
if (
  !(seconds > 0 && warmup >= 0 && connections > 0) ||
  !["sqlite", "postgres", "both"].includes(values.db)
) {
  console.error(USAGE);
  process.exit(2);
}

const BARE_LISTENING = /\[bare\] listening on /;

const children = new Set<ChildProcess>();
function stopAll() {
  for (const child of children) child.kill("SIGKILL");
}
process.on("exit", stopAll);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => process.exit(130));
}

/** Node itself, so killing it stops the server. */
async function start(args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  try {
    await untilPrinted(child, ready, 60_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  // Nothing reads what it prints from here on; the pipes must not fill up and stall it.
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

type Run = { rps: number; p50: number; p99: number; created: number; other: number };

async function load(url: string, duration: number): Promise<Run> {
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          sent += 1;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "idempotency-key": `bench-${sent}-${crypto.randomUUID()}`,
              "x-forwarded-for": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            },
            body: JSON.stringify({
              fullName: `Bench Visitor ${sent}`,
              email: `visitor${sent}@bench.example`,
              phone: "(512) 555-0100",
              businessType: "Dental Practice",
              notes: "Benchmark lead",
              source: "landing_page",
              utm_source: "bench",
            }),
          };
        },
      },
    ],
  });
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    created,
    other: result.errors + result.non2xx,
  };
}

async function measure(url: string): Promise<Run> {
  if (warmup > 0) await load(url, warmup);
  return load(url, seconds);
}

const line = (name: string, run: Run, extra = "") =>
  console.log(
    `${name.padEnd(22)} ${String(Math.round(run.rps)).padStart(6)} leads/s   p50 ${String(run.p50).padStart(4)} ms   p99 ${String(run.p99).padStart(4)} ms   201s ${run.created}   errors ${run.other}${extra}`,
  );

async function bare(): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-bare-"));
  const port = await freePort();
  const child = await start(
    ["--import", "tsx", "scripts/bench/api-bare.ts", String(port), dataDir],
    {},
    BARE_LISTENING,
  );
  try {
    const run = await measure(`http://127.0.0.1:${port}/leads`);
    line("bare node:http+SQLite", run);
    return run;
  } finally {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function api(name: string, storage: { databaseUrl?: string; dataDir: string }, floor: Run) {
  const port = await freePort();
  const child = await start(
    [compiledCommand("serve"), "-H", "127.0.0.1", "-p", String(port)],
    {
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl ?? "",
      // The defaults a deployment runs with: the rate limit on, one proxy in front.
      LEAD_RATE_LIMIT: "",
      TRUSTED_PROXY_HOPS: "1",
      LEAD_WORKER: "off",
    },
    LISTENING,
  );
  try {
    const run = await measure(`http://127.0.0.1:${port}/api/landing-contact`);
    const handle = await openDatabase(storage);
    const row = await handle.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    await handle.close();
    line(`lead API, ${name}`, run, `   rows ${row.n}   ${(run.rps / floor.rps).toFixed(2)}x bare`);
  } finally {
    child.kill("SIGKILL");
  }
}

if (!ensureBuild()) process.exit(1);

console.log(
  `Valid leads at concurrency ${connections}: ${warmup} s warm-up, then ${seconds} s measured\n`,
);
const floor = await bare();
if (values.db !== "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-sqlite-"));
  try {
    await api("SQLite", { dataDir }, floor);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.db !== "sqlite") {
  let cluster: PostgresCluster | null = null;
  const databaseUrl = process.env.DATABASE_URL || (cluster = await startPostgresCluster())?.url;
  if (!databaseUrl) {
    console.log("PostgreSQL skipped: set DATABASE_URL or install the postgresql server package");
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-pg-"));
    try {
      await api("PostgreSQL", { databaseUrl, dataDir }, floor);
    } finally {
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
