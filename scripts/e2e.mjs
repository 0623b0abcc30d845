#!/usr/bin/env node
// Builds the site for the end-to-end tests (once as configured by default, once with analytics
// on), picks free ports, and runs Playwright against `next start` in a real Chromium.
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function fail(message) {
  console.error(`\n[e2e] ${message}\n`);
  process.exit(1);
}

async function findBrowser() {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, env) {
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
const { SMTPServer } = await import("smtp-server");
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk) => (raw += chunk));
    stream.on("end", () => {
      appendFileSync(
        mailLog,
        `${JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw })}\n`,
      );
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
const common = {
  NEXT_TELEMETRY_DISABLED: "1",
  ENABLE_TEST_ROUTES: "1",
  DATA_DIR: dataDir,
  // Tests fill forms faster than people and from one address.
  LEAD_MIN_FILL_MS: "0",
  LEAD_RATE_LIMIT: "0",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LEAD_EMAIL_TO: "team@voltcare.example",
  LEAD_WORKER_INTERVAL_MS: "200",
};
const builds = {
  site: { ...common, SITE_URL: `http://127.0.0.1:${port}`, NEXT_DIST_DIR: ".next" },
  analytics: {
    ...common,
    SITE_URL: `http://127.0.0.1:${analyticsPort}`,
    ANALYTICS_ID: "G-E2ETEST01",
    NEXT_DIST_DIR: ".next-analytics",
  },
};

if (!process.env.E2E_SKIP_BUILD) {
  for (const [name, env] of Object.entries(builds)) {
    console.log(`[e2e] building the ${name} variant`);
    run("npx", ["next", "build"], env);
  }
}

process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// Playwright runs as a child process; the SMTP server keeps receiving meanwhile.
const runTests = () =>
  new Promise((resolve) => {
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

const code = await runTests();
smtp.close();
if (code !== 0) fail(`npx playwright test failed (exit ${code}).`);
process.exit(0);
