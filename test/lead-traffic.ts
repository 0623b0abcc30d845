// Leads posted over real HTTP by concurrent clients, and the checks and figures a run prints,
// for the stress suite and the restore drill (test/stress.ts, test/restore-drill.ts).
import type { DbHandle } from "@/server/db/client";

export const CONCURRENCY = 20;
export const REQUEST_TIMEOUT_MS = 15_000;

const failures: string[] = [];
/** Each phase's figures by name, printed at the end. */
export const figures: Record<string, Record<string, number | string>> = {};

export function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
}

/** Counts a failure that stopped a run before its checks. */
export function failed(what: string): void {
  failures.push(what);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 100 ms for at most `ms`; true if it came true. */
export async function within(ms: number, done: () => Promise<boolean> | boolean): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await done()) return true;
    await sleep(100);
  }
  return done();
}

export type Answer = { status: number; id?: string } | { error: string };

export const accepted = (answer: Answer): answer is { status: number; id: string } =>
  "status" in answer && answer.status === 201 && answer.id !== undefined;

export async function post(
  url: string,
  body: unknown,
  key?: string,
  path = "/api/landing-contact",
): Promise<Answer> {
  try {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as { id?: string };
    return { status: response.status, id: answer.id };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: cause?.code ?? (error as Error).name };
  }
}

/** Runs `task` over `items` with `CONCURRENCY` at a time, until `stopWhen` says stop. */
export async function pool<T>(
  items: T[],
  task: (item: T) => Promise<void>,
  stopWhen = () => false,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length && !stopWhen()) await task(items[next++] as T);
    }),
  );
}

export async function countLeads(handle: DbHandle): Promise<number> {
  const row = await handle.db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Prints every phase's figures and the outcome, and exits: 1 if any check failed. */
export function finish(title: string, tag: string, started: number): never {
  console.log(`\n${title}`);
  for (const [phase, values] of Object.entries(figures)) {
    console.log(
      `  ${phase}: ${Object.entries(values)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  }
  console.log(
    `\n[${tag}] ${failures.length === 0 ? "passed" : `${failures.length} check(s) failed`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const failure of failures) console.error(`  FAIL ${failure}`);
  process.exit(failures.length === 0 ? 0 : 1);
}
