// `npm run leads -- staff …`: the inbox's accounts, made only here (the inbox has no sign-up).
// Loaded only for a staff command: Better Auth takes longer to load than the rest of the command.
import { join } from "node:path";
import { parseSiteConfig } from "@/config/schema";
import { recordAudit } from "@/server/audit-log";
import type { DbHandle } from "@/server/db/client";
import type { ServerEnv } from "@/server/env";
import { readServerWords } from "@/leads/server/words";
import { SIGN_IN_LINK_SECONDS } from "@/inbox/auth/auth";
import { inboxAuth, linkDeliveryFromEnv, requestSignInLink } from "@/inbox/auth/sign-in";
import {
  addStaff,
  isStaff,
  listStaff,
  normalStaffEmail,
  removeStaff,
  setStaffRole,
  StaffError,
} from "@/inbox/auth/staff";
import type { StaffRole } from "@/server/db/schema";
import type { StaffCommand } from "./staff";

export async function staffCommand(
  command: StaffCommand,
  { email, name, role }: { email?: string; name?: string; role?: StaffRole },
  handle: DbHandle,
  env: ServerEnv,
): Promise<void> {
  if (command === "list") {
    const staff = await listStaff(handle.db);
    if (!staff.length) {
      console.log("No staff accounts. Make one with: npm run leads -- staff add EMAIL");
      return;
    }
    for (const member of staff) {
      const keys = `${member.passkeys} passkey${member.passkeys === 1 ? "" : "s"}`;
      const seen = member.lastSignIn ? `signed in ${day(member.lastSignIn)}` : "not signed in";
      console.log(
        `${member.email}  ${member.name}  ${member.role}, added ${day(member.addedAt)}, ${keys}, ${seen}`,
      );
    }
    return;
  }
  const address = normalStaffEmail(email ?? "");
  if (command === "remove") {
    const unassigned = await removeStaff(handle.db, address);
    await recordAudit(handle.db, { actor: null, action: "staff-removed", detail: address }, null);
    const leads = unassigned === 1 ? "1 lead it owned has" : `${unassigned} leads it owned have`;
    console.log(`Removed ${address}: its passkeys and sessions are gone; ${leads} no owner now.`);
    return;
  }
  if (command === "role") {
    await setStaffRole(handle.db, address, role ?? "staff");
    await recordAudit(
      handle.db,
      { actor: null, action: "role-changed", detail: `${address}: ${role}` },
      null,
    );
    console.log(`${address} is now ${role === "admin" ? "an admin" : "staff"}.`);
    return;
  }
  if (command === "link" && !(await isStaff(handle.db, address))) {
    throw new StaffError(`No staff account has the address ${address}; make one with staff add.`);
  }
  const site = parseSiteConfig(process.env);
  // Runs as dist/cli/leads.mjs: the email's words are the build's.
  const emailLink = env.SMTP_URL
    ? linkDeliveryFromEnv(
        env,
        site,
        readServerWords(join(import.meta.dirname, "..", "client")).emails.signInLink,
      )
    : null;
  let printed: string | undefined;
  const auth = await inboxAuth(handle, site, async (_to, link) => {
    if (emailLink) await emailLink(address, link);
    else printed = link;
  });
  if (command === "add") {
    const given = await addStaff(auth, address, name, role);
    await recordAudit(
      handle.db,
      { actor: null, action: "staff-added", detail: `${address}: ${given}` },
      null,
    );
    console.log(`Added ${address} as ${given === "admin" ? "an admin" : "staff"}.`);
  }
  await requestSignInLink(auth, address);
  await recordAudit(
    handle.db,
    {
      actor: null,
      action: "sign-in-link-made",
      detail: `${address}, ${printed ? "printed" : "emailed"}`,
    },
    null,
  );
  const minutes = SIGN_IN_LINK_SECONDS / 60;
  if (printed) {
    console.log(`One-time sign-in link for ${address}, valid ${minutes} minutes:\n${printed}`);
  } else {
    console.log(`Emailed ${address} a sign-in link, valid ${minutes} minutes.`);
  }
}

const day = (iso: string) => iso.slice(0, 10);
