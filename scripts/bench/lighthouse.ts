// docs/performance.md, "Lighthouse benchmark". The JavaScript counted is every script fetched
// until RECORD_AFTER_LOAD_MS past the load event, on the wire; Lighthouse does not scroll, so the
// islands below a phone's first screen are not fetched: the figure is what a visitor pays before
// scrolling.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH, chromiumFlags } from "../../test/chromium";
import { freePort } from "../../test/postgres-cluster";
import { compiledCommand, LISTENING, untilPrinted } from "../../test/production-server";
import { CPU_SLOWDOWN, traceMainThread } from "./long-tasks";

const USAGE =
  "Usage: npm run bench:lighthouse -- [--runs N] [--routes /,/about] [--skip-build] [--base-url URL] [--long-tasks] [--all-categories] [--save-reports DIR]";
const DIST_DIR = "dist-bench";
const SITE_URL_FILE = join(DIST_DIR, "bench-site-url");
/** Measured on purpose: the 404 page is a template too. */
const NOT_FOUND = "/no-such-page";
/**
 * "/prefix/*" stands for the sitemap's first page under it; the others are looked up in the
 * sitemap, so a renamed page stops the benchmark instead of measuring the 404 page.
 */
const TEMPLATE_ROUTES = [
  "/",
  "/solutions",
  "/services",
  "/services/ai-receptionist",
  "/industries",
  "/industries/dental",
  "/case-studies",
  "/case-studies/*",
  "/blog",
  "/blog/*",
  "/contact",
  "/landing",
  "/search?q=dental",
  "/about",
  "/demo",
  "/privacy",
  "/terms",
  "/thank-you",
  NOT_FOUND,
];
const UNLISTED = new Set(["/landing", "/search?q=dental", "/thank-you", NOT_FOUND]);
/** Pages with a stateful island, which may load React; "/prefix/*" is every page under it. */
const ISLAND_PAGES = [
  "/",
  "/services",
  "/services/*",
  "/case-studies",
  "/blog",
  "/blog/*",
  "/contact",
  "/landing",
  "/search",
];
/** chrome-launcher's own disabled features, which the one --disable-features flag must carry. */
const LAUNCHER_DISABLED_FEATURES = chromeLauncher.Launcher.defaultFlags()
  .filter((flag) => flag.startsWith("--disable-features="))
  .flatMap((flag) => flag.slice("--disable-features=".length).split(","));
const CHROME_FLAGS = ["--headless", ...chromiumFlags(LAUNCHER_DISABLED_FEATURES)];
const BUILD_TIMEOUT_MS = 15 * 60_000;
const SERVER_START_TIMEOUT_MS = 60_000;
const RUN_TIMEOUT_MS = 150_000;
const TRACE_TIMEOUT_MS = 60_000;
/** Longer than the site's wait for an idle moment after load (src/components/browser/after-load.ts: 2 s). */
const RECORD_AFTER_LOAD_MS = 3_000;
/**
 * JS: what a page without an island fetches by its load event (jsAtLoadKiB), and in all until
 * RECORD_AFTER_LOAD_MS past it (jsKiB; islandJsKiB with an island).
 */
const TARGETS = {
  score: 99,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0.01,
  jsAtLoadKiB: 5,
  jsKiB: 10,
  islandJsKiB: 70,
};

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    "base-url": { type: "string" },
    "long-tasks": { type: "boolean", default: false },
    "all-categories": { type: "boolean", default: false },
    "save-reports": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const requestedRoutes = values.routes?.split(",").map((route) => route.trim());
if (
  values.help ||
  !(Number.isInteger(runs) && runs > 0) ||
  requestedRoutes?.some((route) => !route.startsWith("/")) ||
  (values["base-url"] !== undefined && (!requestedRoutes || !URL.canParse(values["base-url"])))
) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}; install it or set CHROMIUM_PATH.`);
  process.exit(1);
}

// Lighthouse drives the page through the browser, which resolves no outside host. Its Node side
// should not fetch anything either; should it try, it fails at once instead of waiting.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    return Promise.reject(new Error(`bench-lighthouse: no network access to ${url.origin}`));
  }
  return nodeFetch(input, init);
};

// Everything this script starts runs in its own process group, killed whole when the script
// ends, fails, times out or is interrupted.

const groups = new Set<ChildProcess>();
const tempDirs = new Set<string>();

/** The whole group: a leader that has exited may have left children (build workers) behind. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function killChrome() {
  chromeLauncher.killAll();
}

/** Synchronous, so it also runs from the `exit` event. */
function killEverything() {
  killChrome();
  for (const child of groups) killGroup(child, "SIGKILL");
  groups.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    killGroup(child, "SIGTERM");
    await Promise.race([exited, sleep(5_000)]);
  }
  killGroup(child, "SIGKILL");
  groups.delete(child);
}

process.on("exit", killEverything);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the browser.`);
    killEverything();
    process.exit(130);
  });
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function startGroup(
  command: string,
  args: string[],
  env: Record<string, string>,
  inherit: boolean,
) {
  const child = spawn(command, args, {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...env },
    stdio: inherit ? "inherit" : ["ignore", "pipe", "pipe"],
    detached: true,
  });
  groups.add(child);
  return child;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function siteEnv(siteUrl: string, dataDir: string): Record<string, string> {
  return {
    BUILD_DIR: DIST_DIR,
    ENABLE_TEST_ROUTES: "1",
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    LEAD_WORKER: "off",
  };
}

async function build(siteUrl: string, dataDir: string) {
  console.log(`Building the site into ${DIST_DIR} (SITE_URL=${siteUrl}, ENABLE_TEST_ROUTES=1)`);
  const child = startGroup("npm", ["run", "build"], siteEnv(siteUrl, dataDir), true);
  const code = await withTimeout(
    new Promise<number | null>((resolve) => child.once("exit", resolve)),
    BUILD_TIMEOUT_MS,
    "npm run build",
  ).finally(() => stopGroup(child));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
  writeFileSync(SITE_URL_FILE, siteUrl);
}

async function startServer(port: number, siteUrl: string, dataDir: string) {
  const child = startGroup(
    process.execPath,
    [compiledCommand("serve", DIST_DIR), "-H", "127.0.0.1", "-p", String(port)],
    siteEnv(siteUrl, dataDir),
    false,
  );
  try {
    await untilPrinted(child, LISTENING, SERVER_START_TIMEOUT_MS);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  // Nothing reads what it prints from here on; the pipes must not fill up and stall it.
  child.stdout?.resume();
  child.stderr?.resume();
  return { origin: `http://127.0.0.1:${port}`, child };
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) {
    throw new Error(`GET /sitemap.xml answered ${response.status}; name the routes with --routes`);
  }
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!.trim()).pathname,
  );
  if (paths.length === 0) throw new Error("sitemap.xml lists no pages");
  return paths;
}

function templateRoutes(sitemap: string[]): string[] {
  return TEMPLATE_ROUTES.map((route) => {
    if (route.endsWith("/*")) {
      const prefix = route.slice(0, -1);
      const first = sitemap.find((path) => path.startsWith(prefix));
      if (!first) throw new Error(`sitemap.xml lists no page under ${prefix}`);
      return first;
    }
    if (!UNLISTED.has(route) && !sitemap.includes(route)) {
      throw new Error(`sitemap.xml does not list ${route}; is TEMPLATE_ROUTES out of date?`);
    }
    return route;
  });
}

async function checkRoutes(origin: string, routes: string[]) {
  for (const route of routes) {
    const expected = route === NOT_FOUND ? 404 : 200;
    const response = await fetch(`${origin}${route}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    if (response.status !== expected) {
      throw new Error(`GET ${route} answered ${response.status}, expected ${expected}`);
    }
  }
}

type Sample = {
  run: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  jsAtLoadBytes: number;
  benchmarkIndex: number;
};

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== "number") throw new Error(`the report has no value for ${audit}`);
  return value;
}

/** Scripts the page asked for by its load event (a worker's script counts as the page's). */
function scriptBytesAtLoad(lhr: Result): number {
  const metrics = lhr.audits.metrics?.details;
  const requests = lhr.audits["network-requests"]?.details;
  if (metrics?.type !== "debugdata" || requests?.type !== "table") {
    throw new Error("the report has no metrics or network requests");
  }
  const load = (metrics.items[0] as { observedLoad?: number } | undefined)?.observedLoad;
  if (typeof load !== "number") throw new Error("the report has no load event");
  return requests.items
    .filter((item) => item.resourceType === "Script" && Number(item.rendererStartTime) <= load)
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

function scriptBytes(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") throw new Error("the report has no resource summary");
  const script = details.items.find((item) => item.resourceType === "script");
  return typeof script?.transferSize === "number" ? script.transferSize : 0;
}

/**
 * Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is
 * tried once more in a fresh browser before it counts as failed.
 */
async function measure(url: string, notFoundPage: boolean): Promise<Result> {
  try {
    return await measureOnce(url, notFoundPage);
  } catch (error) {
    console.error(`         ${url}: ${(error as Error).message}; trying once more`);
    return measureOnce(url, notFoundPage);
  }
}

async function measureOnce(url: string, notFoundPage: boolean): Promise<Result> {
  const userDataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-chrome-"));
  tempDirs.add(userDataDir);
  try {
    const chrome = await withTimeout(
      chromeLauncher.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        handleSIGINT: false,
        logLevel: "error",
      }),
      30_000,
      "starting Chromium",
    );
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: values["all-categories"]
        ? ["performance", "accessibility", "best-practices", "seo"]
        : ["performance"],
      ignoreStatusCode: notFoundPage,
      pauseAfterLoadMs: RECORD_AFTER_LOAD_MS,
    };
    const result = await withTimeout(
      lighthouse(url, flags),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return result.lhr;
  } finally {
    killChrome();
    rmSync(userDataDir, { recursive: true, force: true });
    tempDirs.delete(userDataDir);
  }
}

function sample(run: number, lhr: Result): Sample {
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number") throw new Error("the report has no performance score");
  return {
    run,
    score: Math.round(score * 100),
    fcp: numeric(lhr, "first-contentful-paint"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: scriptBytes(lhr),
    jsAtLoadBytes: scriptBytesAtLoad(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const MISS = " ✗";

function hasIsland(route: string): boolean {
  const { pathname } = new URL(route, "http://site");
  return ISLAND_PAGES.some((page) =>
    page.endsWith("/*") ? pathname.startsWith(page.slice(0, -1)) : pathname === page,
  );
}

/**
 * "median unit (min–max)", followed by a miss marker. Misses are judged on the figures as
 * printed, so a cell never shows "1.20 s ✗" against "<= 1.20 s".
 */
function cell(xs: number[], format: (x: number) => string, unit: string, miss = false): string {
  const range = xs.length > 1 ? ` (${format(Math.min(...xs))}–${format(Math.max(...xs))})` : "";
  return `${format(median(xs))}${unit}${range}${miss ? MISS : ""}`;
}

function table(routes: string[], samples: Map<string, Sample[]>): string {
  const rows = routes.map((route) => {
    const xs = samples.get(route) ?? [];
    if (xs.length === 0) return `| \`${route}\` | 0 | no successful run | | | | | | |`;
    const pick = (key: Exclude<keyof Sample, "run">) => xs.map((s) => s[key]);
    const ms = (x: number) => x.toFixed(0);
    return [
      "",
      `\`${route}\``,
      String(xs.length),
      cell(pick("score"), String, "", median(pick("score")) < TARGETS.score),
      cell(pick("fcp"), seconds, " s"),
      cell(pick("lcp"), seconds, " s", Number(seconds(median(pick("lcp")))) * 1000 > TARGETS.lcpMs),
      cell(pick("tbt"), ms, " ms", Number(ms(median(pick("tbt")))) > TARGETS.tbtMs),
      cell(
        pick("cls"),
        (x) => x.toFixed(3),
        "",
        Number(median(pick("cls")).toFixed(3)) > TARGETS.cls,
      ),
      cell(
        pick("jsAtLoadBytes"),
        kib,
        " KiB",
        !hasIsland(route) && Number(kib(median(pick("jsAtLoadBytes")))) > TARGETS.jsAtLoadKiB,
      ),
      cell(
        pick("jsBytes"),
        kib,
        " KiB",
        Number(kib(median(pick("jsBytes")))) >
          (hasIsland(route) ? TARGETS.islandJsKiB : TARGETS.jsKiB),
      ),
      "",
    ]
      .join(" | ")
      .trim();
  });
  return [
    "| Route | Runs | Performance | FCP | LCP | TBT | CLS | JS by load | JS in all |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...rows,
  ].join("\n");
}

/**
 * The main thread's own trace of each route, `runs` times (scripts/bench/long-tasks.ts): its
 * blocking time after the first paint, and the tasks over 50 ms after the load event, where the
 * site's deferred work and the lightning run, each named by its longest piece of work (a page's
 * own first layout can also come after a fast load).
 */
async function reportLongTasks(origin: string, routes: string[]) {
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, executablePath: chromePath });
  try {
    console.log(
      `\nMain-thread trace, CPU slowed ${CPU_SLOWDOWN}×, until the lightning has struck once: ${runs} run(s) per route\n`,
    );
    const rows = [
      "| Route | Busy | Blocking after first paint | Tasks over 50 ms after load, by their longest work |",
    ];
    rows.push("| --- | --: | --: | --- |");
    for (const route of routes) {
      const traces = [];
      for (let run = 0; run < runs; run++) {
        traces.push(
          await withTimeout(
            traceMainThread(browser, `${origin}${route}`),
            TRACE_TIMEOUT_MS,
            `tracing ${route}`,
          ),
        );
      }
      const late = traces.flatMap((trace) => trace.longTasks.filter((task) => task.afterLoad));
      rows.push(
        [
          "",
          `\`${route}\``,
          cell(
            traces.map((t) => t.busyMs),
            (x) => x.toFixed(0),
            " ms",
          ),
          cell(
            traces.map((t) => t.blockingMs),
            (x) => x.toFixed(0),
            " ms",
          ),
          late.length
            ? late.map((t) => `${t.durationMs.toFixed(0)} ms (${t.cause})`).join(", ")
            : "none",
          "",
        ]
          .join(" | ")
          .trim(),
      );
    }
    console.log(rows.join("\n"));
  } finally {
    await browser.close();
  }
}

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-data-"));
tempDirs.add(dataDir);
let server: ChildProcess | null = null;
let failures = 0;
try {
  let origin: string;
  if (values["base-url"]) {
    // Another site, already serving (another template measured the same way, for comparison).
    origin = new URL(values["base-url"]).origin;
  } else {
    let port = await freePort();
    if (values["skip-build"]) {
      if (!existsSync(compiledCommand("serve", DIST_DIR))) {
        throw new Error(`--skip-build: no build in ${DIST_DIR}; run once without it`);
      }
      // Reuse the origin the build was made for when its port is free, so canonical URLs match.
      const built = existsSync(SITE_URL_FILE) ? new URL(readFileSync(SITE_URL_FILE, "utf8")) : null;
      if (built && (await portIsFree(Number(built.port)))) port = Number(built.port);
    }
    const siteUrl = `http://127.0.0.1:${port}`;
    if (!values["skip-build"]) await build(siteUrl, dataDir);
    const serving = await startServer(port, siteUrl, dataDir);
    origin = serving.origin;
    server = serving.child;
  }

  const routes = requestedRoutes ?? templateRoutes(await sitemapPaths(origin));
  await checkRoutes(origin, routes);

  const watchdog = setTimeout(
    () => {
      console.error("\nThe benchmark ran out of time; stopping.");
      killEverything();
      process.exit(1);
    },
    (2 * routes.length * runs + 1) * RUN_TIMEOUT_MS +
      (values["long-tasks"] ? routes.length * runs * TRACE_TIMEOUT_MS : 0) +
      60_000,
  );
  watchdog.unref();

  console.log(
    `\nLighthouse, mobile with simulated throttling: ${runs} run(s) of ${routes.length} routes on ${origin}, interleaved\n`,
  );
  // One discarded run first, so the first measured run does not pay for a cold browser and disk.
  console.log(`warm-up  ${routes[0]} (not counted)`);
  await measureOnce(`${origin}${routes[0]}`, routes[0] === NOT_FOUND).catch((error: Error) =>
    console.error(`warm-up  failed, carrying on: ${error.message}`),
  );

  const samples = new Map<string, Sample[]>(routes.map((route) => [route, []]));
  // Simulated timings scale with the CPU time the page really took, so a busy machine inflates
  // them; the load average is sampled per run and reported with the table.
  const loads: number[] = [];
  let environment: { lighthouse: string; chrome: string } | null = null;
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const t0 = Date.now();
      try {
        const lhr = await measure(`${origin}${route}`, route === NOT_FOUND);
        const s = sample(run, lhr);
        samples.get(route)!.push(s);
        environment ??= {
          lighthouse: lhr.lighthouseVersion,
          chrome: lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "?",
        };
        if (values["save-reports"]) {
          mkdirSync(values["save-reports"], { recursive: true });
          const slug = route === "/" ? "home" : route.slice(1).replace(/[^\w-]+/g, "_");
          writeFileSync(
            join(values["save-reports"], `${slug}-run${run}.json`),
            JSON.stringify(lhr),
          );
        }
        loads.push(loadavg()[0]!);
        console.log(
          `run ${run}/${runs}  ${route.padEnd(18)} perf ${String(s.score).padStart(3)}  FCP ${seconds(s.fcp)} s  LCP ${seconds(s.lcp)} s  TBT ${s.tbt.toFixed(0).padStart(4)} ms  CLS ${s.cls.toFixed(3)}  JS ${kib(s.jsBytes)} KiB  BI ${s.benchmarkIndex.toFixed(0)}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        failures += 1;
        console.error(
          `run ${run}/${runs}  ${route.padEnd(18)} FAILED: ${(error as Error).message}`,
        );
      }
    }
  }
  clearTimeout(watchdog);

  const index = median([...samples.values()].flat().map((s) => s.benchmarkIndex));
  console.log(
    `\n${environment?.lighthouse ? `Lighthouse ${environment.lighthouse}, ${environment.chrome}, ` : ""}mobile, simulated throttling; median (min–max) of ${runs} run(s); benchmark index ${index.toFixed(0)}; ${((Date.now() - started) / 60_000).toFixed(1)} min\n`,
  );
  console.log(table(routes, samples));
  console.log(
    `\nTargets (median): performance >= ${TARGETS.score}, LCP <= ${seconds(TARGETS.lcpMs)} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, JS <= ${TARGETS.jsKiB} KiB (${TARGETS.islandJsKiB} KiB on pages with a form, search or carousel: ${ISLAND_PAGES.join(", ")}); ✗ marks a miss.` +
      `\nJS: bytes on the wire (compressed, response headers included) of the scripts fetched without scrolling, by the load event (target ${TARGETS.jsAtLoadKiB} KiB without an island) and in all until at least ${RECORD_AFTER_LOAD_MS / 1000} s after it; an island below the first screen is not loaded.`,
  );
  if (values["long-tasks"]) await reportLongTasks(origin, routes);
  const load = loads.length ? median(loads) : 0;
  if (load > availableParallelism()) {
    console.log(
      `\nThe machine was busy (median load average ${load.toFixed(1)} on ${availableParallelism()} CPUs): TBT and LCP are inflated and noisy; rerun on a quiet machine before comparing.`,
    );
  }
  if (failures) console.error(`\n${failures} run(s) failed; see above.`);
} catch (error) {
  console.error(`\nbench:lighthouse: ${(error as Error).message}`);
  failures += 1;
} finally {
  killChrome();
  if (server) await stopGroup(server);
  killEverything();
}
process.exit(failures ? 1 : 0);
