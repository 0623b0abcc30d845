// `npm run test:stress [-- --db sqlite|postgres|both --leads N --hostile N]`: the lead pipeline
// under crashes, hostile input and delivery outages, through real processes and real HTTP on
// 127.0.0.1: the production server of the last build (dist/cli/serve.mjs, as `npm start` runs
// it; `npm run build` makes one first if there is none), the compiled delivery worker
// (dist/cli/worker.mjs), a real SMTP server and webhook receiver, SQLite and a throwaway
// PostgreSQL cluster. Prints its figures and exits 1 if any check fails.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { ParsedMail } from "mailparser";
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import { inboxAuth } from "@/inbox/auth/sign-in";
import { addStaff } from "@/inbox/auth/staff";
import { leadSchemas } from "@/leads/schemas";
import { readServerWords } from "@/leads/server/words";
import { openDatabase, type DbHandle } from "@/server/db/client";
import {
  CONCURRENCY,
  check,
  countLeads,
  failed,
  figures,
  finish,
  pool,
  post,
  REQUEST_TIMEOUT_MS,
  sleep,
  within,
  type Answer,
} from "./lead-traffic";
import { startSmtpPeer, startWebhookPeer } from "./peers";
import { freePort } from "./ports";
import {
  DB_CHOICES,
  onEachStore,
  startProcess,
  startServer,
  stop,
  storageEnv,
  type Proc,
  type Storage,
  type StoreName,
} from "./processes";
import { buildDir } from "../integrations/build-dir";
import { compiledCommand, ensureBuild } from "./production-server";

const USAGE = "Usage: npm run test:stress -- [--db sqlite|postgres|both] [--leads N] [--hostile N]";
const { values } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    leads: { type: "string", default: "2000" },
    hostile: { type: "string", default: "1200" },
  },
});
const leadCount = Number(values.leads);
const hostileCount = Number(values.hostile);
if (
  !(DB_CHOICES as readonly string[]).includes(values.db) ||
  !(Number.isInteger(leadCount) && leadCount >= 100) ||
  !(Number.isInteger(hostileCount) && hostileCount >= 1000)
) {
  console.error(USAGE);
  process.exit(2);
}

const WEBHOOK_SECRET = `whsec_${Buffer.from("stress-suite-signing-secret-0001").toString("base64")}`;

// ---------------------------------------------------------------------------------------------
// Leads

function lead(run: string, index: number) {
  return {
    fullName: `Stress Visitor ${run} ${index}`,
    email: `stress-${run}-${index}@stress.example`,
    phone: `(512) 555-${String(index % 10_000).padStart(4, "0")}`,
    businessType: "Dental Practice",
    notes: `Stress lead ${index}`,
    source: "landing_page",
    utm_source: "stress",
  };
}

/** Whether every delivery is past the given point: tried at least once, or delivered. */
async function everyDelivery(handle: DbHandle, state: "tried" | "delivered"): Promise<boolean> {
  const row = await handle.db
    .selectFrom("deliveries")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where((eb) => (state === "tried" ? eb("attempts", "<", 1) : eb("status", "!=", "delivered")))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

async function integrityOk(handle: DbHandle): Promise<boolean> {
  if (handle.dialect === "sqlite") {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
      handle.db,
    );
    return rows.length === 1 && rows[0]?.integrity_check === "ok";
  }
  // PostgreSQL: every index agrees with its table when scanned both ways, and no delivery or
  // key points at a lead that is not there.
  const orphans = await sql<{ n: string }>`select
      (select count(*) from deliveries d where not exists (select 1 from leads l where l.id = d.lead_id))
    + (select count(*) from idempotency_keys k where k.lead_id is not null and not exists (select 1 from leads l where l.id = k.lead_id)) as n`.execute(
    handle.db,
  );
  const viaIndex = await sql<{ n: string }>`select count(*) as n from leads where id > ''`.execute(
    handle.db,
  );
  return (
    Number(orphans.rows[0]?.n) === 0 && Number(viaIndex.rows[0]?.n) === (await countLeads(handle))
  );
}

// ---------------------------------------------------------------------------------------------
// Phases

async function crashPhase(name: string, storage: Storage): Promise<void> {
  console.log(
    `\n[${name}] crash: ${leadCount} leads at concurrency ${CONCURRENCY}, kill -9 mid-load`,
  );
  const run = `c${Date.now().toString(36)}`;
  const indexes = Array.from({ length: leadCount }, (_, i) => i);
  const acknowledged = new Map<number, string>();
  const statuses: Record<string, number> = {};
  let server = await startServer(storage);
  let killed = false;
  const tally = (answer: Answer) => {
    const label = "status" in answer ? String(answer.status) : answer.error;
    statuses[label] = (statuses[label] ?? 0) + 1;
  };
  await pool(
    indexes,
    async (index) => {
      const answer = await post(server.url, lead(run, index), `${run}-${index}`);
      tally(answer);
      if ("status" in answer && answer.status === 201 && answer.id)
        acknowledged.set(index, answer.id);
      if (!killed && acknowledged.size >= leadCount * 0.4) {
        killed = true;
        server.child.kill("SIGKILL");
      }
    },
    () => killed,
  );
  await stop(server);
  const beforeCrash = acknowledged.size;
  // A new server on the same storage; every lead without an answer is sent again with its key.
  server = await startServer(storage);
  const unanswered = indexes.filter((index) => !acknowledged.has(index));
  const changedIds: number[] = [];
  await pool(unanswered, async (index) => {
    const answer = await post(server.url, lead(run, index), `${run}-${index}`);
    tally(answer);
    if ("status" in answer && answer.status === 201 && answer.id)
      acknowledged.set(index, answer.id);
  });
  // A lead acknowledged before the crash answers its first id when sent again.
  for (const index of [...acknowledged.keys()].slice(0, 50)) {
    const answer = await post(server.url, lead(run, index), `${run}-${index}`);
    if (!("status" in answer) || answer.id !== acknowledged.get(index)) changedIds.push(index);
  }
  await stop(server);

  const handle = await openDatabase(storage);
  try {
    const rows = await handle.db
      .selectFrom("leads")
      .select(["id", "idempotency_key", "email"])
      .where("email", "like", `stress-${run}-%`)
      .execute();
    const byKey = new Map<string, number>();
    for (const row of rows)
      byKey.set(String(row.idempotency_key), (byKey.get(String(row.idempotency_key)) ?? 0) + 1);
    const duplicated = [...byKey.values()].filter((n) => n > 1).length;
    const ids = new Set(rows.map((row) => row.id));
    const lost = [...acknowledged.values()].filter((id) => !ids.has(id)).length;
    figures[`${name} crash`] = {
      sent: leadCount,
      "acknowledged before the kill": beforeCrash,
      acknowledged: acknowledged.size,
      stored: rows.length,
      lost,
      duplicated,
      ...Object.fromEntries(Object.entries(statuses).map(([k, v]) => [`answers ${k}`, v])),
    };
    check(killed, "the server was killed mid-load");
    check(
      acknowledged.size === leadCount,
      `every lead acknowledged after the restart (${acknowledged.size}/${leadCount})`,
    );
    check(lost === 0, `no acknowledged lead lost (${lost})`);
    check(
      duplicated === 0 && rows.length === leadCount,
      `each lead stored exactly once (${rows.length} rows, ${duplicated} duplicated)`,
    );
    check(changedIds.length === 0, "a repeat of an acknowledged lead answers its first id");
    check(await integrityOk(handle), "the database passes its integrity check");
  } finally {
    await handle.close();
  }
}

/** How long the server may take to stop once told to (its grace period is 25 s). */
const STOP_WITHIN_MS = 30_000;

async function shutdownPhase(name: string, storage: Storage): Promise<void> {
  console.log(
    `\n[${name}] shutdown: ${leadCount} leads at concurrency ${CONCURRENCY}, SIGTERM mid-load`,
  );
  const run = `s${Date.now().toString(36)}`;
  const indexes = Array.from({ length: leadCount }, (_, i) => i);
  const acknowledged = new Map<number, string>();
  const answers: Record<string, number> = {};
  let server = await startServer(storage);
  const exited = new Promise<number | null>((resolve) =>
    server.child.once("exit", (code) => resolve(code)),
  );
  let signalledAt: number | null = null;
  let answeredAfterSignal = 0;
  await pool(indexes, async (index) => {
    const sentBeforeSignal = signalledAt === null;
    const answer = await post(server.url, lead(run, index), `${run}-${index}`);
    const label = "status" in answer ? String(answer.status) : answer.error;
    answers[label] = (answers[label] ?? 0) + 1;
    if ("status" in answer && answer.status === 201 && answer.id) {
      acknowledged.set(index, answer.id);
      if (sentBeforeSignal && signalledAt !== null) answeredAfterSignal += 1;
    }
    if (signalledAt === null && acknowledged.size >= leadCount * 0.3) {
      signalledAt = Date.now();
      server.child.kill("SIGTERM");
    }
  });
  const code = await Promise.race([exited, sleep(STOP_WITHIN_MS).then(() => "still running")]);
  const stoppedIn = Date.now() - (signalledAt ?? Date.now());
  const log = server.log.join("");
  await stop(server, "SIGKILL");
  const beforeStop = acknowledged.size;

  // What got no answer (refused once the server stopped listening) is sent again, with its key.
  server = await startServer(storage);
  await pool(
    indexes.filter((index) => !acknowledged.has(index)),
    async (index) => {
      const answer = await post(server.url, lead(run, index), `${run}-${index}`);
      if ("status" in answer && answer.status === 201 && answer.id)
        acknowledged.set(index, answer.id);
    },
  );
  await stop(server);

  const handle = await openDatabase(storage);
  try {
    const rows = await handle.db
      .selectFrom("leads")
      .select(["id", "idempotency_key"])
      .where("email", "like", `stress-${run}-%`)
      .execute();
    const ids = new Set(rows.map((row) => row.id));
    const keys = new Set(rows.map((row) => row.idempotency_key));
    const lost = [...acknowledged.values()].filter((id) => !ids.has(id)).length;
    figures[`${name} shutdown`] = {
      sent: leadCount,
      "acknowledged before it stopped": beforeStop,
      "answered after the signal": answeredAfterSignal,
      "stopped in": `${(stoppedIn / 1000).toFixed(1)} s`,
      stored: rows.length,
      ...Object.fromEntries(Object.entries(answers).map(([k, v]) => [`answers ${k}`, v])),
    };
    check(code === 0, `the server stopped on SIGTERM with exit code 0 (${code})`);
    check(/"msg":"stopped"/.test(log), "the server said it stopped");
    check(answeredAfterSignal > 0, "requests in flight at the signal were answered");
    const serverErrors = Object.keys(answers).filter((label) => /^5/.test(label));
    check(serverErrors.length === 0, `no 5xx answer while stopping (${serverErrors.join(", ")})`);
    check(lost === 0, `no acknowledged lead lost (${lost})`);
    check(
      rows.length === leadCount && keys.size === leadCount,
      `each lead stored exactly once (${rows.length} rows, ${keys.size} keys)`,
    );
    check(await integrityOk(handle), "the database passes its integrity check");
  } finally {
    await handle.close();
  }
}

/** Requests no server should store or fail on: each is broken in at least one way. */
function hostileRequests(run: string, count: number): Array<() => Promise<string>> {
  const base = {
    ...lead(run, 0),
    fullName: `HostileName ${run}`,
    email: `hostile-${run}@hostile.example`,
  };
  // Every field the landing endpoint reads, in the build's words.
  const words = readServerWords(join(buildDir, "client"));
  const fields = Object.keys(leadSchemas(words.leadForms).landing.shape);
  const badValues: unknown[] = [
    "\u0000",
    "a\u0000b",
    "\u0007bell",
    "\u001b[31m",
    "\u007f",
    "line\r\nbreak",
    "\u2028",
    "\ud800",
    "x".repeat(5_000),
    12345,
    -1,
    1e308,
    true,
    null,
    [],
    ["a"],
    {},
    { $ne: "" },
    { __proto__: { polluted: 1 } },
    "<script>alert(1)</script>\u0000",
    "' OR 1=1 --\u0000",
    "\u202e\u0000",
  ];
  const requests: Array<() => Promise<string>> = [];
  const jsonPost = (
    body: string,
    headers: Record<string, string> = {},
    method = "POST",
    path = "/api/landing-contact",
  ) =>
    requests.push(() =>
      rawHttp(method, path, { "content-type": "application/json", ...headers }, body),
    );
  // Every field, every bad value; the email is broken too, so each is invalid whatever the field.
  for (const field of fields)
    for (const value of badValues)
      jsonPost(JSON.stringify({ ...base, email: `not-an-email-${run}`, [field]: value }));
  // The same as a browser's own form would send them (the strings among them), and forms that
  // no browser sends: repeated fields, broken escapes, bytes that are not UTF-8.
  const formPost = (body: string, path = "/api/landing-contact") =>
    requests.push(() =>
      rawHttp("POST", path, { "content-type": "application/x-www-form-urlencoded" }, body),
    );
  for (const field of fields)
    for (const value of badValues.filter((bad): bad is string => typeof bad === "string"))
      formPost(
        new URLSearchParams({
          ...base,
          email: `not-an-email-${run}`,
          [field]: value,
        } as Record<string, string>).toString(),
      );
  for (const body of [
    `email=a%40b.example&email=c%40d.example&fullName=HostileName`,
    `fullName=HostileName%&email=x`,
    `fullName=HostileName%FF%FE&email=x`,
    `__proto__=x&constructor=y&fullName=HostileName`,
    "&".repeat(10_000),
    "=".repeat(10_000),
  ])
    for (const path of ["/api/landing-contact", "/api/contact"]) formPost(body, path);
  // Prototype keys, on both endpoints.
  for (const path of ["/api/landing-contact", "/api/contact"])
    for (const body of [
      `{"__proto__":{"isAdmin":true},"fullName":"","email":"x"}`,
      `{"constructor":{"prototype":{"polluted":true}},"name":"","email":"x"}`,
      `{"__proto__":null}`,
      `{"toString":"x","valueOf":1,"hasOwnProperty":"y"}`,
    ])
      jsonPost(body, {}, "POST", path);
  // Not JSON objects, or not JSON, or not UTF-8.
  for (const body of [
    "",
    "{",
    "null",
    "[]",
    "42",
    '"text"',
    "[".repeat(5000),
    '{"a":'.repeat(2000),
    "\u0000",
    "{}garbage",
  ])
    jsonPost(body);
  requests.push(() =>
    rawHttp(
      "POST",
      "/api/landing-contact",
      { "content-type": "application/json" },
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    ),
  );
  // Content types, charsets, methods.
  for (const type of [
    "text/plain",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "application/json; charset=iso-8859-1",
    "application/json; charset=utf-16",
    "application/jsonp",
    "",
  ])
    requests.push(() =>
      rawHttp(
        "POST",
        "/api/landing-contact",
        type ? { "content-type": type } : {},
        JSON.stringify(base),
      ),
    );
  for (const method of ["GET", "PUT", "DELETE", "PATCH", "HEAD", "TRACE", "PROPFIND", "OPTIONS"])
    requests.push(() =>
      rawHttp(
        method,
        "/api/contact",
        { "content-type": "application/json", origin: "https://evil.example" },
        "",
      ),
    );
  // Bad idempotency keys.
  for (const key of [
    "short",
    "x".repeat(101),
    "../../etc/passwd",
    "key with spaces",
    "cl\u00e9-cl\u00e9-cl\u00e9-cl\u00e9",
  ])
    jsonPost(JSON.stringify({ ...base, email: "broken" }), { "idempotency-key": key });
  // Sizes: over the limit declared, and streamed in chunks.
  for (const size of [40_000, 200_000, 2_000_000])
    jsonPost(JSON.stringify({ ...base, notes: "n".repeat(size) }));
  for (const size of [40_000, 1_000_000])
    requests.push(() => chunked(`{"notes":"${"n".repeat(size)}"}`));
  // Bodies cut short: a longer length declared than sent, then the client stops.
  for (let i = 0; i < 20; i++) requests.push(() => truncated(JSON.stringify(base), 100 + i * 37));
  // Fill up to the count with random broken bodies.
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  while (requests.length < count) {
    const body: Record<string, unknown> = { ...base, businessType: "Not A Business" };
    for (let i = 0; i < 3; i++)
      body[fields[Math.floor(random() * fields.length)] as string] =
        badValues[Math.floor(random() * badValues.length)];
    jsonPost(JSON.stringify(body));
  }
  return requests;
}

/**
 * One request over its own connection; resolves to the status, or to how it ended. A body given
 * as a list of pieces is written piece by piece (chunked, when the headers say so).
 */
function rawHttp(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | Buffer | readonly string[],
): Promise<string> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: currentPort,
        method,
        path,
        headers,
        agent: false,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.statusCode)));
        response.on("error", () => resolve(String(response.statusCode)));
      },
    );
    request.on("timeout", () => {
      request.destroy();
      resolve("hang");
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    if (typeof body === "string" || Buffer.isBuffer(body)) {
      request.end(body);
    } else {
      for (const piece of body) request.write(piece);
      request.end();
    }
  });
}

/** Streams a body in 8 KB chunks with no declared length. */
function chunked(body: string): Promise<string> {
  const pieces: string[] = [];
  for (let i = 0; i < body.length; i += 8192) pieces.push(body.slice(i, i + 8192));
  return rawHttp(
    "POST",
    "/api/contact",
    { "content-type": "application/json", "transfer-encoding": "chunked" },
    pieces,
  );
}

/** Declares `declared` bytes, sends fewer, and half-closes: the server must answer or close. */
function truncated(body: string, declared: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(currentPort, "127.0.0.1", () => {
      socket.end(
        `POST /api/landing-contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared + body.length}\r\n\r\n${body}`,
      );
    });
    let answer = "";
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => {
      socket.destroy();
      resolve("hang");
    });
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? "closed"));
    socket.on("error", () => undefined);
  });
}

let currentPort = 0;

async function hostilePhase(name: string, storage: Storage): Promise<void> {
  const run = `h${Date.now().toString(36)}`;
  const requests = hostileRequests(run, hostileCount);
  console.log(`\n[${name}] hostile input: ${requests.length} malformed requests`);
  const server = await startServer(storage);
  currentPort = Number(new URL(server.url).port);
  const handle = await openDatabase(storage);
  try {
    const before = await countLeads(handle);
    const byStatus: Record<string, number> = {};
    await pool(requests, async (send) => {
      const status = await send();
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    });
    const healthy = await post(server.url, lead(run, 1), `${run}-healthy`);
    const after = await countLeads(handle);
    const log = server.log.join("");
    figures[`${name} hostile`] = {
      requests: requests.length,
      ...Object.fromEntries(Object.entries(byStatus).map(([k, v]) => [`answers ${k}`, v])),
    };
    const serverErrors = Object.entries(byStatus).filter(([status]) => /^5/.test(status));
    check(
      serverErrors.length === 0,
      `no 5xx answer (${JSON.stringify(Object.fromEntries(serverErrors))})`,
    );
    check(!byStatus.hang, `no request hung (${byStatus.hang ?? 0})`);
    check(
      after === before + 1 && "status" in healthy && healthy.status === 201,
      "nothing malformed stored, and the server still stores a valid lead",
    );
    check(
      !/HostileName|hostile\.example|Stress Visitor|stress\.example|\(512\) 555-\d{4}/.test(log),
      "the server log holds no submitted name, email or phone",
    );
  } finally {
    await handle.close();
    await stop(server);
  }
}

async function idempotencyPhase(name: string, storage: Storage): Promise<void> {
  console.log(`\n[${name}] idempotency: 20 identical concurrent posts with one key`);
  const run = `i${Date.now().toString(36)}`;
  const server = await startServer(storage);
  const handle = await openDatabase(storage);
  try {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(server.url, lead(run, 1), `${run}-one-key`)),
    );
    const ids = new Set(
      answers.map((answer) => ("status" in answer && answer.status === 201 ? answer.id : "failed")),
    );
    const rows = await handle.db
      .selectFrom("leads")
      .select("id")
      .where("email", "=", lead(run, 1).email)
      .execute();
    figures[`${name} idempotency`] = { posts: 20, "distinct ids": ids.size, stored: rows.length };
    check(ids.size === 1 && !ids.has("failed"), "all 20 answered 201 with one id");
    check(rows.length === 1 && ids.has(rows[0]?.id), "one lead stored, under that id");
  } finally {
    await handle.close();
    await stop(server);
  }
}

async function deliveryPhase(name: string, storage: Storage, slowStorage: Storage): Promise<void> {
  const outageLeads = 100;
  console.log(
    `\n[${name}] delivery: ${outageLeads} leads while SMTP and the webhook are down, then up`,
  );
  const smtpPort = await freePort();
  const webhookPort = await freePort();
  const channels = {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_EMAIL_TO: "team@stress.example",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/hooks/leads`,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEAD_RETRY_BASE_MS: "100",
    LEAD_RETRY_MAX_MS: "400",
    LEAD_DELIVERY_MAX_ATTEMPTS: "100",
    LEAD_WORKER_INTERVAL_MS: "100",
    // Every lead here comes from 127.0.0.1: one network, whose visitor emails the cap would hold.
    VISITOR_EMAIL_NETWORK_LIMIT: "10000",
  };
  const run = `d${Date.now().toString(36)}`;
  const server = await startServer(storage, channels);
  const worker = startProcess([compiledCommand("worker")], { ...storageEnv(storage), ...channels });
  const handle = await openDatabase(storage);
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
  let webhook: Awaited<ReturnType<typeof startWebhookPeer>> | undefined;
  try {
    await pool(
      Array.from({ length: outageLeads }, (_, i) => i),
      async (index) => {
        await post(server.url, lead(run, index), `${run}-${index}`);
      },
    );
    const failedOnce = await within(30_000, () => everyDelivery(handle, "tried"));
    check(failedOnce, "every delivery failed at least once while both receivers were down");
    smtp = await startSmtpPeer(smtpPort);
    webhook = await startWebhookPeer([200], webhookPort);
    const delivered = await within(60_000, () => everyDelivery(handle, "delivered"));
    // The agency's notification (its Reply-To is the visitor) and the visitor's own email.
    const addressee = (message: ParsedMail) =>
      message.to && "text" in message.to ? message.to.text : "";
    const toAgency = smtp.messages.filter(
      (message) => addressee(message) === channels.LEAD_EMAIL_TO,
    );
    const emailed = toAgency.map((message) => message.replyTo?.text ?? "");
    const toVisitors = smtp.messages
      .filter((message) => addressee(message) !== channels.LEAD_EMAIL_TO)
      .map(addressee);
    const hooked = webhook.calls.map(
      (call) => JSON.parse(call.body) as { data: { email: string } },
    );
    const verifier = new Webhook(WEBHOOK_SECRET);
    let verified = 0;
    for (const call of webhook.calls) {
      try {
        verifier.verify(call.body, call.headers as Record<string, string>);
        verified += 1;
      } catch {
        // counted as unverified
      }
    }
    const webhookIds = new Set(webhook.calls.map((call) => call.headers["webhook-id"]));
    figures[`${name} delivery`] = {
      leads: outageLeads,
      emails: emailed.length,
      "distinct emails": new Set(emailed).size,
      "visitor emails": toVisitors.length,
      "distinct visitors": new Set(toVisitors).size,
      "webhook calls": webhook.calls.length,
      "distinct webhook ids": webhookIds.size,
      "signatures verified": verified,
    };
    check(delivered, "every delivery delivered once the receivers came back");
    check(
      emailed.length === outageLeads && new Set(emailed).size === outageLeads,
      `each lead emailed exactly once (${emailed.length})`,
    );
    check(
      toVisitors.length === outageLeads && new Set(toVisitors).size === outageLeads,
      `each visitor emailed exactly once (${toVisitors.length})`,
    );
    check(
      hooked.length === outageLeads &&
        new Set(hooked.map((call) => call.data.email)).size === outageLeads &&
        webhookIds.size === outageLeads,
      `each lead posted to the webhook exactly once (${hooked.length})`,
    );
    check(
      verified === webhook.calls.length,
      "every signature verifies with the standardwebhooks library",
    );
  } finally {
    await stop(worker);
    await stop(server);
    await handle.close();
    await smtp?.close();
    await webhook?.close();
  }

  // Two workers, a receiver slower than the lease allows for a batch of ten.
  const slowLeads = 20;
  console.log(
    `\n[${name}] delivery: two workers, a receiver slower than the lease allows for a batch`,
  );
  const slow = await startWebhookPeer([200]);
  slow.delayMs = 600;
  const slowChannels = {
    LEAD_WEBHOOK_URL: slow.url,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEAD_WORKER_INTERVAL_MS: "100",
    LEAD_DELIVERY_LEASE_MS: "2500",
    LEAD_RETRY_BASE_MS: "100",
    LEAD_RETRY_MAX_MS: "400",
  };
  const slowServer = await startServer(slowStorage, slowChannels);
  const slowHandle = await openDatabase(slowStorage);
  const workers: Proc[] = [];
  try {
    await pool(
      Array.from({ length: slowLeads }, (_, i) => i),
      async (index) => {
        await post(slowServer.url, lead(`${run}s`, index), `${run}s-${index}`);
      },
    );
    for (let i = 0; i < 2; i++)
      workers.push(
        startProcess([compiledCommand("worker")], { ...storageEnv(slowStorage), ...slowChannels }),
      );
    const delivered = await within(90_000, () => everyDelivery(slowHandle, "delivered"));
    const ids = new Set(slow.calls.map((call) => call.headers["webhook-id"]));
    figures[`${name} two workers`] = {
      leads: slowLeads,
      "webhook calls": slow.calls.length,
      "distinct webhook ids": ids.size,
      "overlapping sends": slow.overlaps,
    };
    check(delivered, "every delivery delivered by the two workers");
    check(
      slow.calls.length === slowLeads && ids.size === slowLeads && slow.overlaps === 0,
      `each sent exactly once, never by both workers (${slow.calls.length} calls, ${slow.overlaps} overlapping)`,
    );
  } finally {
    for (const proc of workers) await stop(proc);
    await stop(slowServer);
    await slowHandle.close();
    await slow.close();
  }
}

/**
 * How long the sign-in page takes to answer a request for a link, for addresses with an account
 * and without, each request made once the work left from the one before it (an email) is done,
 * as someone timing the answers would: the two must not tell apart.
 */
async function signInTimingPhase(name: string, storage: Storage): Promise<void> {
  const accounts = 60;
  const rounds = 3;
  console.log(
    `\n[${name}] sign-in: ${accounts * rounds} link requests each for addresses with and without an account`,
  );
  const handle = await openDatabase(storage);
  const smtp = await startSmtpPeer();
  const accountsAuth = await inboxAuth(
    handle,
    { name: "Stress", url: "http://127.0.0.1" },
    async () => {},
  );
  const staff = Array.from({ length: accounts }, (_, i) => `staff-${i}@stress.example`);
  for (const email of staff) await addStaff(accountsAuth, email);
  const server = await startServer(storage, {
    SMTP_URL: smtp.url,
    LEAD_EMAIL_TO: "team@stress.example",
    SIGN_IN_RATE_LIMIT: "0",
  });
  try {
    const page = await fetch(`${server.url}/inbox/sign-in`);
    const cookie = page.headers
      .getSetCookie()
      .map((set) => set.split(";")[0])
      .join("; ");
    const csrf = /name="csrf" value="([\w-]+)"/.exec(await page.text())?.[1] ?? "";
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await fetch(`${server.url}/inbox/sign-in`, {
        method: "POST",
        headers: {
          origin: server.url,
          cookie,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ csrf, email }),
        redirect: "manual",
      });
      await answer.arrayBuffer();
      return { ms: performance.now() - started, status: answer.status };
    };
    for (let i = 0; i < 10; i++) await ask(`warm-up-${i}@stress.example`);
    const times = { staff: [] as number[], other: [] as number[] };
    const statuses = new Set<number>();
    for (let round = 0; round < rounds; round++) {
      for (const [i, email] of staff.entries()) {
        const sent = smtp.messages.length;
        const pair = [
          ["staff", email],
          ["other", `nobody-${round}-${i}@stress.example`],
        ] as const;
        for (const [kind, address] of i % 2 ? pair : [...pair].reverse()) {
          const { ms, status } = await ask(address);
          times[kind].push(ms);
          statuses.add(status);
          if (kind === "staff") await within(10_000, () => smtp.messages.length > sent);
        }
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const [staffMedian, otherMedian] = [median(times.staff), median(times.other)];
    figures[`${name} sign-in timing`] = {
      requests: times.staff.length + times.other.length,
      "median with an account (ms)": staffMedian.toFixed(2),
      "median without (ms)": otherMedian.toFixed(2),
      "links emailed": smtp.messages.length,
    };
    check(
      [...statuses].every((status) => status === 303),
      "every request for a link was answered 303",
    );
    check(
      smtp.messages.length === accounts * rounds,
      `a link emailed for each request from a staff address, none for the others (${smtp.messages.length})`,
    );
    check(
      Math.abs(staffMedian - otherMedian) <= 4,
      `the median answers within 4 ms of each other (${staffMedian.toFixed(2)} and ${otherMedian.toFixed(2)} ms)`,
    );
  } finally {
    await stop(server);
    await handle.close();
    await smtp.close();
  }
}

// ---------------------------------------------------------------------------------------------

async function suite(name: StoreName, newStorage: () => Promise<Storage>): Promise<void> {
  await crashPhase(name, await newStorage());
  await shutdownPhase(name, await newStorage());
  await hostilePhase(name, await newStorage());
  await idempotencyPhase(name, await newStorage());
  await deliveryPhase(name, await newStorage(), await newStorage());
  await signInTimingPhase(name, await newStorage());
}

const started = Date.now();
if (!ensureBuild()) process.exit(1);
const suiteFailure = await onEachStore(values.db as (typeof DB_CHOICES)[number], "stress", suite);
if (suiteFailure) failed(suiteFailure);
finish("Stress figures", "stress", started);
