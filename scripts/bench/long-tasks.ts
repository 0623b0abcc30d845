// docs/performance.md, "Long tasks". What the page's main thread does in its first seconds on a
// phone's CPU: Chromium's own trace (Playwright's CDP tracing) of a load at a phone's size with
// the CPU slowed as Lighthouse's simulated phone slows it, recorded until the decorative lightning
// has struck once (or for RECORD_MS where it does not strike on the first screen).
import type { Browser } from "@playwright/test";

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;
/** Lighthouse's threshold: a task longer than this keeps the page from answering input. */
export const LONG_TASK_MS = 50;
/** Past the site's start delays (src/components/browser/after-load.ts, and the lightning's own second). */
const RECORD_MS = 10_000;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
};

export type LongTask = {
  /** Milliseconds from the start of navigation. */
  startMs: number;
  durationMs: number;
  /** Whether it came after the first contentful paint, where Lighthouse counts blocking time. */
  afterFirstPaint: boolean;
  /** Whether it came after the load event: the site's deferred work, the lightning's included. */
  afterLoad: boolean;
  /** The longest piece of work inside it: a script by its file, other work by its name. */
  cause: string;
};

export type MainThreadTrace = {
  /** All the main thread's tasks, in ms. */
  busyMs: number;
  /** The time past 50 ms of each task after the first contentful paint, in ms. */
  blockingMs: number;
  longTasks: LongTask[];
};

const WORK = new Set([
  "FunctionCall",
  "EvaluateScript",
  "v8.evaluateModule",
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "PrePaint",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "Commit",
  "FireAnimationFrame",
  "Decode Image",
]);

function describe(event: TraceEvent): string {
  const url = event.args?.data?.url;
  return url ? `${event.name} ${new URL(url).pathname.split("/").pop()}` : event.name;
}

/** The renderer's main thread of the page: of the trace's renderer main threads, the busiest. */
function pageMainThread(events: TraceEvent[]): TraceEvent[] {
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== "X" || event.dur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    threads.set(key, [...(threads.get(key) ?? []), event]);
  }
  const mains = events
    .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .map((e) => threads.get(`${e.pid}:${e.tid}`) ?? []);
  const busy = (thread: TraceEvent[]) =>
    thread.reduce((sum, e) => sum + (e.name === "RunTask" ? e.dur! : 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main?.length) throw new Error("the trace has no renderer main thread");
  return main;
}

function summarise(events: TraceEvent[]): MainThreadTrace {
  const main = pageMainThread(events);
  const tasks = main.filter((e) => e.name === "RunTask");
  const start = events.find((e) => e.name === "navigationStart")?.ts ?? tasks[0]!.ts;
  const paint = events.find((e) => e.name === "firstContentfulPaint")?.ts ?? start;
  const load = events.find((e) => e.name === "MarkLoad")?.ts ?? Number.POSITIVE_INFINITY;
  const ms = (us: number) => us / 1000;
  let blockingMs = 0;
  const longTasks: LongTask[] = [];
  for (const task of tasks) {
    const durationMs = ms(task.dur!);
    const afterFirstPaint = task.ts >= paint;
    if (afterFirstPaint) blockingMs += Math.max(0, durationMs - LONG_TASK_MS);
    if (durationMs <= LONG_TASK_MS) continue;
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => WORK.has(e.name) && e.ts >= task.ts && e.ts + e.dur! <= end);
    const longest = inside.sort((a, b) => b.dur! - a.dur!)[0];
    longTasks.push({
      startMs: ms(task.ts - start),
      durationMs,
      afterFirstPaint,
      afterLoad: task.ts >= load,
      cause: longest ? `${describe(longest)} ${ms(longest.dur!).toFixed(0)} ms` : "other",
    });
  }
  return { busyMs: ms(tasks.reduce((sum, e) => sum + e.dur!, 0)), blockingMs, longTasks };
}

/** Traces one load of `url` at a 412 px phone's size, with the CPU slowed CPU_SLOWDOWN times. */
export async function traceMainThread(browser: Browser, url: string): Promise<MainThreadTrace> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // Told by the page when a strike has played out, rather than asking it: polling would add
    // tasks of its own to the trace.
    let struck = () => {};
    const strikeDone = new Promise<void>((resolve) => (struck = resolve));
    await page.exposeFunction("lightningStruck", () => struck());
    await page.addInitScript(() => {
      let drawing = false;
      new MutationObserver((records) => {
        for (const record of records) {
          const phase = (record.target as HTMLElement).dataset.phase;
          if (phase === "drawing") drawing = true;
          if (phase === "idle" && drawing) {
            (window as unknown as { lightningStruck: () => void }).lightningStruck();
            drawing = false;
          }
        }
      }).observe(document, { subtree: true, attributeFilter: ["data-phase"] });
    });
    // The origin's renderer first, so the throttled, traced one is the page's own.
    await page.goto(new URL("/robots.txt", url).href);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"],
    });
    await page.goto(url, { waitUntil: "load" });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      strikeDone,
      new Promise((resolve) => (timer = setTimeout(resolve, RECORD_MS))),
    ]).finally(() => clearTimeout(timer));
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
      traceEvents: TraceEvent[];
    };
    return summarise(trace.traceEvents);
  } finally {
    await context.close();
  }
}
