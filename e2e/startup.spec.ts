import { spawn } from "node:child_process";
import { expect, test } from "./fixtures";

test("a bad configuration value stops the server with a message naming it", async ({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "a server check, run once");
  // The production server of the build under test (scripts/e2e.ts), as `npm start` runs it.
  const child = spawn(process.execPath, ["dist/cli/serve.mjs", "-H", "127.0.0.1", "-p", "0"], {
    env: { ...process.env, SITE_URL: "not-a-url", SITE_EMAIL: "nobody" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).not.toBe(0);
  expect(output).toContain("Invalid site configuration");
  expect(output).toContain('SITE_URL: must be an absolute http(s) URL (got "not-a-url")');
  expect(output).toContain("SITE_EMAIL: must be an email address");
});
