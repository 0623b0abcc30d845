import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { EXIT_BAD_CONFIGURATION } from "../cli/configuration";
import { freePort } from "../test/ports";
import { expect, test } from "./fixtures";

// The production server and worker of the build under test (e2e/run.ts), as `npm start` and
// `npm run worker` run them. A bad setting stops them with EX_CONFIG, which the systemd units do
// not restart on.
const ARGUMENTS = { serve: ["-H", "127.0.0.1", "-p", "0"], worker: [] };
const BAD_SETTINGS = [
  {
    what: "a site value",
    env: { SITE_URL: "not-a-url", SITE_EMAIL: "nobody" },
    said: [
      "Invalid site configuration",
      'SITE_URL: must be an absolute http(s) URL (got "not-a-url")',
      "SITE_EMAIL: must be an email address",
    ],
    unsaid: [],
  },
  {
    what: "a webhook secret not in its whsec_ form",
    env: {
      LEAD_WEBHOOK_URL: "https://crm.example/hooks/leads",
      LEAD_WEBHOOK_SECRET: "a-plain-shared-secret-of-forty-characters",
    },
    said: [
      "Invalid server configuration",
      "LEAD_WEBHOOK_SECRET: must be a Standard Webhooks secret",
      "npm run leads -- webhook-secret",
    ],
    // A setting's value may be a secret: the message names it, never shows it.
    unsaid: ["a-plain-shared-secret"],
  },
];
for (const [script, args] of Object.entries(ARGUMENTS)) {
  for (const bad of BAD_SETTINGS) {
    test(`${bad.what} stops dist/cli/${script}.mjs with a message naming it`, async ({}, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "a server check, run once");
      const child = spawn(process.execPath, [`dist/cli/${script}.mjs`, ...args], {
        env: { ...process.env, ...bad.env },
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(EXIT_BAD_CONFIGURATION);
      for (const words of bad.said) expect(output).toContain(words);
      for (const words of bad.unsaid) expect(output).not.toContain(words);
    });
  }
}

test("a setting given only in the server's .env file reaches the lead API", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a server check, run once");
  // The systemd units' way: the settings in the working folder's .env, none in the environment.
  const folder = mkdtempSync(join(tmpdir(), "env-file-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const scheduler = "https://scheduler.example/from-the-env-file";
  writeFileSync(
    join(folder, ".env"),
    [`SITE_URL=${origin}`, `SCHEDULER_URL=${scheduler}`, `DATA_DIR=${join(folder, "data")}`].join(
      "\n",
    ),
  );
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SITE_|SCHEDULER_|DATA_DIR)/.test(name)),
  );
  const child = spawn(
    process.execPath,
    [resolve("dist/cli/serve.mjs"), "-H", "127.0.0.1", "-p", String(port)],
    { cwd: folder, env: { ...env, LEAD_WORKER: "off", LEAD_MIN_FILL_MS: "0" } },
  );
  try {
    // A cold start on a busy two-core machine can take longer than the default five seconds.
    await expect
      .poll(
        () =>
          fetch(`${origin}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
    const answer = await fetch(`${origin}/api/landing-contact`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form: "landing",
        fullName: "Dana Whitfield",
        email: "dana@brightsmile.example",
        phone: "5125550148",
        businessType: "Dental Practice",
        smsDisclosure: "on",
      }),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(RegExp(`^${scheduler}\\?name=Dana`));
  } finally {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
});
