import { spawn } from "node:child_process";
import { EXIT_BAD_CONFIGURATION } from "../cli/configuration";
import { expect, test } from "./fixtures";

// The production server and worker of the build under test (scripts/e2e.ts), as `npm start` and
// `npm run worker` run them. A bad setting stops them with EX_CONFIG, which the systemd units do
// not restart on.
const ARGUMENTS = { serve: ["-H", "127.0.0.1", "-p", "0"], worker: [] };
for (const [script, args] of Object.entries(ARGUMENTS)) {
  test(`a bad configuration value stops dist/cli/${script}.mjs with a message naming it`, async ({}, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "a server check, run once");
    const child = spawn(process.execPath, [`dist/cli/${script}.mjs`, ...args], {
      env: { ...process.env, SITE_URL: "not-a-url", SITE_EMAIL: "nobody" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(EXIT_BAD_CONFIGURATION);
    expect(output).toContain("Invalid site configuration");
    expect(output).toContain('SITE_URL: must be an absolute http(s) URL (got "not-a-url")');
    expect(output).toContain("SITE_EMAIL: must be an email address");
  });
}
