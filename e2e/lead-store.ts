import { spawnSync } from "node:child_process";
import type { Page, Request, Route, TestInfo } from "@playwright/test";

export type StoredLead = Record<string, string | null>;

/** Reads every stored lead through the built leads command (`npm run leads`), as the agency would. */
export function exportLeads(): StoredLead[] {
  const result = spawnSync(process.execPath, ["dist/cli/leads.mjs", "export", "--format", "json"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`leads export failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as StoredLead[];
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
