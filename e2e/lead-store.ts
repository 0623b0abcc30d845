// The lead store as the end-to-end tests read it: through the leads command, as the agency would.
import { spawnSync } from "node:child_process";
import type { TestInfo } from "@playwright/test";

type StoredLead = Record<string, string | null>;

/** Reads every stored lead through the leads command, as the agency would. */
function exportLeads(): StoredLead[] {
  const result = spawnSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "cli/leads.ts", "export", "--format", "json"],
    { env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`leads export failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as StoredLead[];
}

export const leadsFor = (email: string) => exportLeads().filter((lead) => lead.email === email);

/** An address no other test or project uses. */
export function uniqueEmail(testInfo: TestInfo, who: string) {
  return `${who}+${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@practice.example`;
}
