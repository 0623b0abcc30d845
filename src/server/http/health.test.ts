import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactLeadSchema } from "../../../test/server-words";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { openDatabase } from "../db/client";
import { oldestUndeliveredSeconds } from "@/leads/server/outbox/trouble";
import { contactLeadRecord, storeLead } from "@/leads/server/record/store";
import { replicaHealth, writeReplicaStatus } from "../backup/replica-status";
import { liveness, readinessEndpoint } from "./health";

const get = (path: string, method = "GET") => new Request(`http://localhost${path}`, { method });

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("GET /healthz", () => {
  it("answers that the process is up, never cached", async () => {
    const response = await liveness(get("/healthz"));
    expect(await answer(response)).toEqual({ status: 200, body: { status: "ok" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers only reads", async () => {
    const response = await liveness(get("/healthz", "POST"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

const KEY = "monitor-key-0123456789";
const withKey = (key: string) =>
  new Request("http://localhost/readyz", { headers: { authorization: `Bearer ${key}` } });

describe.each(dialects)("GET /readyz on %s", (dialect) => {
  let t: TestDatabase;
  /** The statements the check sent, by kind. */
  let queries: string[];
  beforeEach(async () => {
    t = await freshDatabase(dialect);
    queries = [];
    backupUrlSet = false;
  });
  afterEach(async () => {
    await t.drop();
  });

  const now = new Date("2026-11-26T10:00:00.000Z");
  const readyz = (request = get("/readyz"), detailsKey: () => string | undefined = () => KEY) =>
    readinessEndpoint({
      database: async () => ({
        ...t.handle,
        db: t.handle.db.withPlugin({
          transformQuery: ({ node }) => {
            queries.push(node.kind);
            return node;
          },
          transformResult: async ({ result }) => result,
        }),
      }),
      detailsKey,
      now: () => now,
      replica: (at) => replicaHealth(t.options.dataDir, backupUrlSet, at),
      oldestUndeliveredSeconds,
    })(request);
  let backupUrlSet = false;

  it("tells anyone only that it is ready, after one trivial query", async () => {
    const response = await readyz();
    expect(await answer(response)).toEqual({ status: 200, body: { status: "ready" } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    // `select 1`: no migration list, no look at the queue.
    expect(queries).toEqual(["RawNode"]);
    expect((await readyz(get("/readyz", "HEAD"))).status).toBe(200);
  });

  it("keeps the details from a wrong key, and from every key when none is set", async () => {
    const set = () => KEY;
    for (const [request, key] of [
      [withKey("not-the-monitor-key"), set],
      [withKey(`${KEY}x`), set],
      [new Request("http://localhost/readyz", { headers: { authorization: KEY } }), set],
      [withKey(KEY), () => undefined],
    ] as const) {
      expect(await answer(await readyz(request, key))).toEqual({
        status: 200,
        body: { status: "ready" },
      });
    }
  });

  it("tells the key's holder how long deliveries wait", async () => {
    expect(await answer(await readyz(withKey(KEY)))).toEqual({
      status: 200,
      body: {
        status: "ready",
        database: "reachable",
        oldestUndeliveredSeconds: null,
        replica: { state: "off" },
      },
    });

    // A lead stored 95 s ago still waits for its email and webhook.
    const lead = contactLeadSchema.parse({
      name: "Dana Whitfield",
      email: "dana@brightsmile.example",
      subject: "Growth plan",
      message: "We miss calls at lunch.",
    });
    await storeLead(
      t.handle.db,
      contactLeadRecord(lead),
      { ipHash: null, idempotency: null },
      ["email", "webhook"],
      new Date(now.getTime() - 95_000),
    );
    const waiting = await answer(await readyz(withKey(KEY)));
    expect(waiting.body).toMatchObject({ status: "ready", oldestUndeliveredSeconds: 95 });
    // Nothing about the lead itself.
    expect(JSON.stringify(waiting.body)).not.toMatch(/dana|whitfield|brightsmile/i);
    // And nothing of it to anyone else.
    expect((await answer(await readyz())).body).toEqual({ status: "ready" });

    await t.handle.db
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: now.toISOString() })
      .execute();
    expect((await answer(await readyz(withKey(KEY)))).body).toMatchObject({
      oldestUndeliveredSeconds: null,
    });
  });

  it("tells the key's holder how the backup replica fares, and stays ready while it fails", async () => {
    backupUrlSet = true;
    const details = async () => (await answer(await readyz(withKey(KEY)))).body as object;
    // Set up, but its supervisor has written nothing.
    expect(await details()).toMatchObject({ status: "ready", replica: { state: "stopped" } });
    const minutesAgo = (minutes: number) =>
      new Date(now.getTime() - minutes * 60_000).toISOString();
    writeReplicaStatus(t.options.dataDir, {
      at: now.toISOString(),
      state: "failing",
      since: minutesAgo(3),
      replicatedAt: minutesAgo(4),
      error: "monitor error: dial tcp 203.0.113.9:443: connect: connection refused",
      erasing: false,
    });
    const response = await readyz(withKey(KEY));
    expect(await answer(response)).toMatchObject({
      status: 200,
      body: {
        status: "ready",
        replica: {
          state: "failing",
          forSeconds: 180,
          replicatedSecondsAgo: 240,
          error: "monitor error: dial tcp 203.0.113.9:443: connect: connection refused",
          erasing: false,
        },
      },
    });
    // A status its supervisor stopped rewriting is its own no longer.
    writeReplicaStatus(t.options.dataDir, {
      at: minutesAgo(1),
      state: "replicating",
      since: minutesAgo(10),
      replicatedAt: minutesAgo(1),
      erasing: false,
    });
    expect(await details()).toMatchObject({ replica: { state: "stopped" } });
    expect((await answer(await readyz())).body).toEqual({ status: "ready" });
  });
});

describe("GET /readyz with the database down", () => {
  it.runIf(dialects.includes("postgres"))(
    "is unavailable once the PostgreSQL database is gone, and says no more",
    async () => {
      const t = await freshDatabase("postgres");
      try {
        const readyz = readinessEndpoint({
          database: async () => t.handle,
          detailsKey: () => KEY,
          now: () => new Date(),
          replica: () => ({ state: "off" }),
          oldestUndeliveredSeconds,
        });
        expect((await readyz(get("/readyz"))).status).toBe(200);
        // Dropped under the open pool, its connections ended: every query, and every new
        // connection, now fails.
        const url = new URL(t.options.databaseUrl!);
        const name = url.pathname.slice(1);
        url.pathname = "/postgres";
        const admin = new pg.Client({ connectionString: url.toString() });
        await admin.connect();
        try {
          await admin.query(`drop database ${name} with (force)`);
        } finally {
          await admin.end();
        }
        expect(await answer(await readyz(get("/readyz")))).toEqual({
          status: 503,
          body: { status: "unavailable" },
        });
        expect(await answer(await readyz(withKey(KEY)))).toEqual({
          status: 503,
          body: { status: "unavailable", database: "unreachable" },
        });
      } finally {
        await t.drop();
      }
    },
  );

  it("is unavailable when the SQLite database cannot be opened", async () => {
    const folder = mkdtempSync(join(tmpdir(), "readyz-"));
    // A file where the data directory should be.
    const dataDir = join(folder, "data");
    writeFileSync(dataDir, "");
    try {
      const readyz = readinessEndpoint({
        database: () => openDatabase({ dataDir }),
        detailsKey: () => KEY,
        now: () => new Date(),
        replica: () => ({ state: "off" }),
        oldestUndeliveredSeconds,
      });
      const response = await readyz(get("/readyz"));
      expect(await answer(response)).toEqual({ status: 503, body: { status: "unavailable" } });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await answer(await readyz(withKey(KEY)))).toEqual({
        status: 503,
        body: { status: "unavailable", database: "unreachable" },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
