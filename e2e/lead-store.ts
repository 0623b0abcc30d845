import { spawnSync } from "node:child_process";
import type { Page, Request, Route, TestInfo } from "@playwright/test";

export type StoredLead = Record<string, string | null>;

/** The built leads command (`npm run leads -- …`) on the tests' store: what it printed. */
function leadsCommand(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(process.execPath, ["dist/cli/leads.mjs", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`leads ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout;
}

/** Reads every stored lead through the built leads command, as the agency would. */
export function exportLeads(): StoredLead[] {
  return JSON.parse(leadsCommand(["export", "--format", "json"])) as StoredLead[];
}

/**
 * Makes a staff account on the tested site and returns its one-time sign-in link, which the
 * command prints for a site without a mail server.
 */
export function newStaffSignInLink(email: string, siteUrl: string): string {
  const printed = leadsCommand(["staff", "add", email, "--name", "Sam Ortiz"], {
    SITE_URL: siteUrl,
    SMTP_URL: undefined,
  });
  const link = /^https?:\/\/\S+$/m.exec(printed)?.[0];
  if (!link) throw new Error(`staff add printed no sign-in link: ${printed}`);
  return link;
}

export const leadsFor = (email: string) => exportLeads().filter((lead) => lead.email === email);

/** An address no other test (project, worker or run) uses. */
export function uniqueEmail(testInfo: TestInfo, who: string) {
  return `${who}+${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@practice.example`;
}

/** The lead POST of the contact endpoint (home, contact, case-study and lead-magnet forms). */
export const isLeadPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/contact";

/** Holds a form's lead POST until released, then lets `answer` handle it. */
export async function holdLeadPost(
  page: Page,
  answer: (route: Route) => Promise<void>,
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await released;
    await answer(route);
  });
  return release;
}
