// `npm run bench:api [-- --requests N --connections C --db sqlite|postgres|both]`: starts the
// production server on 127.0.0.1 and sends N valid leads at concurrency C, then compares the
// rows stored with the 201s received. A benchmark, not a test: it prints figures, asserts nothing.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openDatabase } from "@/server/db/client";
import { freePort, startPostgresCluster, type PostgresCluster } from "../test/postgres-cluster";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    connections: { type: "string", default: "20" },
    db: { type: "string", default: "both" },
  },
});
const requests = Number(values.requests);
const connections = Number(values.connections);
if (!(requests > 0 && connections > 0) || !["sqlite", "postgres", "both"].includes(values.db)) {
  console.error(
    "Usage: npm run bench:api -- [--requests N] [--connections C] [--db sqlite|postgres|both]",
  );
  process.exit(2);
}

async function startServer(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      ...env,
      LEAD_RATE_LIMIT: "0",
      LEAD_WORKER: "off",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}

async function bench(name: string, storage: { databaseUrl?: string; dataDir: string }) {
  const { url, child } = await startServer({
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl ?? "",
  });
  try {
    let sent = 0;
    const result = await autocannon({
      url: `${url}/api/landing-contact`,
      connections,
      amount: requests,
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
    const handle = await openDatabase(storage);
    const row = await handle.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    await handle.close();
    const stored = Number(row.n);
    console.log(
      `${name.padEnd(10)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   201s ${created}/${requests}   rows stored ${stored}   errors ${result.errors + result.non2xx}${stored === created ? "" : "   MISMATCH"}`,
    );
  } finally {
    child.kill();
  }
}

if (!existsSync(".next/BUILD_ID")) {
  console.log("No production build found; running next build first.");
  if (spawnSync("npx", ["next", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

console.log(
  `Sending ${requests} leads at concurrency ${connections} to POST /api/landing-contact\n`,
);
if (values.db !== "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-sqlite-"));
  try {
    await bench("SQLite", { dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.db !== "sqlite") {
  let cluster: PostgresCluster | null = null;
  const databaseUrl = process.env.DATABASE_URL || (cluster = await startPostgresCluster())?.url;
  if (!databaseUrl) {
    console.log("PostgreSQL    skipped: set DATABASE_URL or install the postgresql server package");
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-pg-"));
    try {
      await bench("PostgreSQL", { databaseUrl, dataDir });
    } finally {
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
