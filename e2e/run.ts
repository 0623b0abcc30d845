// Builds the site for the end-to-end tests (once as configured by default, once with analytics
// on, which is baked into the pages), picks free ports, and runs Playwright against the
// production server of each build (`npm start`: dist/cli/serve.mjs) in a real Chromium. Prints
// the wall time of the builds and of the tests at the end.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_EDITOR } from "../test/editor-settings";
import { startSmtpPeer } from "../test/peers";
import { freePort } from "../test/ports";

const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const timings: string[] = [];

function reportTimes(): void {
  console.log(
    `\n[e2e] wall time: ${[...timings, `total ${seconds(performance.now() - started)}`].join(", ")}`,
  );
}

function fail(message: string): never {
  reportTimes();
  console.error(`\n[e2e] ${message}\n`);
  process.exit(1);
}

async function findBrowser(): Promise<string> {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (!existsSync(explicit)) fail(`CHROMIUM_PATH is set to ${explicit}, but no file is there.`);
    return explicit;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { chromium } = await import("@playwright/test");
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return "";
  fail(
    "No Chromium found. Install one (Debian: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to its executable.",
  );
}

function run(command: string, args: string[], env: Record<string, string>): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${command} ${args.join(" ")} failed (exit ${result.status}).`);
}

const browser = await findBrowser();
// Fixed ports (E2E_PORT, E2E_ANALYTICS_PORT) let a rerun with E2E_SKIP_BUILD=1 reuse the builds.
const port = Number(process.env.E2E_PORT) || (await freePort());
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT) || (await freePort());
// Leads from the tests go to a throwaway SQLite database, read back with the leads command,
// and the server's own delivery worker emails them to a real SMTP server on 127.0.0.1, which
// writes what it receives to mail.jsonl for the tests to read.
const dataDir = mkdtempSync(join(tmpdir(), "e2e-leads-"));
const mailLog = join(dataDir, "mail.jsonl");
const smtp = await startSmtpPeer(0, (mail) => appendFileSync(mailLog, `${JSON.stringify(mail)}\n`));
const common = {
  ASTRO_TELEMETRY_DISABLED: "1",
  ENABLE_TEST_ROUTES: "1",
  DATA_DIR: dataDir,
  // Tests fill forms faster than people and from one address, whose visitor emails the caps per
  // network and for the site would otherwise hold back after a few.
  LEAD_MIN_FILL_MS: "0",
  LEAD_RATE_LIMIT: "0",
  VISITOR_EMAIL_NETWORK_LIMIT: "10000",
  VISITOR_EMAIL_SITE_LIMIT: "100000",
  SMTP_URL: smtp.url,
  LEAD_EMAIL_TO: "team@voltcare.example",
  LEAD_WORKER_INTERVAL_MS: "200",
  // Browsers reach the servers directly, with no proxy in front.
  TRUSTED_PROXY_HOPS: "0",
  // The monitor's key to /readyz's details (e2e/server.spec.ts).
  READYZ_TOKEN: "e2e-monitor-key-0123456789",
  // Built without the browser editor whatever .env says, as e2e/packages.spec.ts expects.
  ...LOCAL_EDITOR,
};
const builds = {
  site: { ...common, SITE_URL: `http://127.0.0.1:${port}`, BUILD_DIR: "dist" },
  analytics: {
    ...common,
    SITE_URL: `http://127.0.0.1:${analyticsPort}`,
    ANALYTICS_ID: "G-E2ETEST01",
    BUILD_DIR: "dist-analytics",
    // The two servers share the store: the site's worker sends every email, so a visitor's
    // links are the site's address, whichever server took the lead.
    LEAD_WORKER: "off",
  },
};

if (!process.env.E2E_SKIP_BUILD) {
  const buildStart = performance.now();
  for (const [name, env] of Object.entries(builds)) {
    console.log(`[e2e] building the ${name} variant`);
    run("npm", ["run", "build", "--silent"], env);
  }
  timings.push(`builds ${seconds(performance.now() - buildStart)}`);
}

process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// Playwright runs as a child process; the SMTP server keeps receiving meanwhile.
const runTests = () =>
  new Promise<number>((resolve) => {
    const child = spawn("npx", ["playwright", "test", ...process.argv.slice(2)], {
      stdio: "inherit",
      env: {
        ...process.env,
        CHROMIUM_PATH: browser,
        E2E_DATA_DIR: dataDir,
        E2E_MAIL_LOG: mailLog,
        E2E_PORT: String(port),
        E2E_ANALYTICS_PORT: String(analyticsPort),
        E2E_SITE_ENV: JSON.stringify(builds.site),
        E2E_ANALYTICS_ENV: JSON.stringify(builds.analytics),
      },
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });

const testStart = performance.now();
const code = await runTests();
timings.push(`Playwright ${seconds(performance.now() - testStart)}`);
void smtp.close();
if (code !== 0) fail(`npx playwright test failed (exit ${code}).`);
reportTimes();
process.exit(0);
