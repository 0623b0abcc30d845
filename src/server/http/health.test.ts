import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contactLeadSchema } from "@/lib/lead-schemas";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { openDatabase } from "../db/client";
import { contactLeadRecord, storeLead } from "../leads/store";
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

describe.each(dialects)("GET /readyz on %s", (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
  });
  afterEach(async () => {
    await t.drop();
  });

  const now = new Date("2026-11-26T10:00:00.000Z");
  const readyz = () =>
    readinessEndpoint({ database: async () => t.handle, now: () => now })(get("/readyz"));

  it("is ready with the database reachable and migrated, and says how long deliveries wait", async () => {
    const empty = await readyz();
    expect(await answer(empty)).toEqual({
      status: 200,
      body: {
        status: "ready",
        database: "reachable",
        migrations: "applied",
        oldestUndeliveredSeconds: null,
      },
    });
    expect(empty.headers.get("cache-control")).toBe("no-store");

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
    const waiting = await answer(await readyz());
    expect(waiting.body).toMatchObject({ status: "ready", oldestUndeliveredSeconds: 95 });
    // Nothing about the lead itself.
    expect(JSON.stringify(waiting.body)).not.toMatch(/dana|whitfield|brightsmile/i);

    await t.handle.db
      .updateTable("deliveries")
      .set({ status: "delivered", delivered_at: now.toISOString() })
      .execute();
    expect((await answer(await readyz())).body).toMatchObject({ oldestUndeliveredSeconds: null });
  });

  it("is unavailable while a migration is not applied", async () => {
    await t.handle.db.deleteFrom("kysely_migration" as never).execute();
    expect(await answer(await readyz())).toEqual({
      status: 503,
      body: { status: "unavailable", database: "reachable", migrations: "pending" },
    });
  });
});

describe("GET /readyz with the database down", () => {
  it.runIf(dialects.includes("postgres"))(
    "is unavailable once the PostgreSQL database is gone, and says no more",
    async () => {
      const t = await freshDatabase("postgres");
      try {
        const readyz = readinessEndpoint({ database: async () => t.handle, now: () => new Date() });
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
        now: () => new Date(),
      });
      const response = await readyz(get("/readyz"));
      expect(await answer(response)).toEqual({
        status: 503,
        body: { status: "unavailable", database: "unreachable" },
      });
      expect(response.headers.get("cache-control")).toBe("no-store");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
