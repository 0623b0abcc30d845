import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./test/chromium";

const port = Number(process.env.E2E_PORT ?? 3100);
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? 3101);
/** Each build's settings (e2e/run.ts): its folder and the environment its server runs with. */
const buildEnv = (json: string | undefined) => JSON.parse(json ?? "{}") as Record<string, string>;
const siteEnv = buildEnv(process.env.E2E_SITE_ENV);
const analyticsEnv = buildEnv(process.env.E2E_ANALYTICS_ENV);

export const ANALYTICS_BASE_URL = `http://127.0.0.1:${analyticsPort}`;

/**
 * The tag of tests whose outcome no viewport changes (what a page says, what a form sends, how
 * search answers): they run in the desktop project only. Layout, touch and scrolling tests run in
 * both.
 */
export const ANY_WIDTH = "@any-width";

/** How long one click, fill or wait for the page may take before it fails, naming itself. */
export const ACTION_TIMEOUT = 15_000;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Traces cost a fifth of the run's time; CI keeps only the printed report.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
    // A stuck click or navigation fails on its own, naming itself and what it waited for, long
    // before the test's timeout, which would report only that time ran out.
    actionTimeout: ACTION_TIMEOUT,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1440, height: 900 } },
      // Byte budgets are measured once, on the phone profile.
      testIgnore: /budget\.spec\.ts$/,
    },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grepInvert: new RegExp(ANY_WIDTH),
    },
  ],
  webServer: [
    {
      command: `node ${siteEnv.BUILD_DIR ?? "dist"}/cli/serve.mjs -H 127.0.0.1 -p ${port}`,
      url: `http://127.0.0.1:${port}/robots.txt`,
      env: siteEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ${analyticsEnv.BUILD_DIR ?? "dist-analytics"}/cli/serve.mjs -H 127.0.0.1 -p ${analyticsPort}`,
      url: `${ANALYTICS_BASE_URL}/robots.txt`,
      env: analyticsEnv,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
