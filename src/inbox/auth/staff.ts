import { z } from "zod";
import { unassignAll } from "@/leads/server/record/changes";
import type { Db } from "@/server/db/client";
import type { LeadEmailChoice, StaffRole } from "@/server/db/schema";
import type { Auth } from "./auth";

/**
 * Who took a lead from its owner when `staff remove` deleted their account: the audit log names
 * the command line too (its entries with no actor).
 */
export const COMMAND_LINE_ACTOR = "command-line";

export type StaffMember = {
  email: string;
  name: string;
  role: StaffRole;
  addedAt: string;
  passkeys: number;
  /** The latest sign-in still open, if any. */
  lastSignIn: string | null;
};

/** Staff members' names by their email address. */
export type StaffNames = Readonly<Record<string, string>>;

export class StaffError extends Error {}

const staffEmail = z.email({ error: "must be an email address" }).transform((e) => e.toLowerCase());

/** An address as accounts are kept: checked, and in lower case (Better Auth looks it up so). */
export function normalStaffEmail(value: string): string {
  const parsed = staffEmail.safeParse(value.trim());
  if (!parsed.success) throw new StaffError(`"${value}" is not an email address.`);
  return parsed.data;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * An account for `email`, as `role`; the first account is an admin whatever is asked, so someone
 * can always export, erase and resend. The role it was given.
 */
export async function addStaff(
  auth: Auth,
  email: string,
  name?: string,
  role: StaffRole = "staff",
): Promise<StaffRole> {
  const context = await auth.$context;
  const address = normalStaffEmail(email);
  if (await context.internalAdapter.findUserByEmail(address)) {
    throw new StaffError(`${address} has an account already; send a sign-in link with staff link.`);
  }
  const given = (await context.internalAdapter.countTotalUsers()) === 0 ? "admin" : role;
  await context.internalAdapter.createUser(
    {
      email: address,
      name: name?.trim() || address.split("@")[0]!,
      emailVerified: true,
      role: given,
    },
    { method: "admin" },
  );
  return given;
}

/** Makes an account an admin or staff; the last admin stays one, so someone still can be. */
export async function setStaffRole(db: Db, email: string, role: StaffRole): Promise<void> {
  const address = normalStaffEmail(email);
  await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("staff")
      .select("role")
      .where("email", "=", address)
      .executeTakeFirst();
    if (!account) throw new StaffError(`No staff account has the address ${address}.`);
    if (account.role === "admin" && role !== "admin") {
      const admins = await trx
        .selectFrom("staff")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("role", "=", "admin")
        .executeTakeFirstOrThrow();
      if (Number(admins.count) === 1) {
        throw new StaffError(`${address} is the only admin; make another admin first.`);
      }
    }
    await trx.updateTable("staff").set({ role }).where("email", "=", address).execute();
  });
}

/** The names of the accounts among `emails`, by address; a removed account has none. */
export async function staffNamesOf(db: Db, emails: readonly string[]): Promise<StaffNames> {
  if (!emails.length) return {};
  const rows = await db
    .selectFrom("staff")
    .select(["email", "name"])
    .where("email", "in", [...new Set(emails)])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.email, row.name]));
}

/** A staff member as a lead's owner is chosen from. */
export type StaffChoice = { email: string; name: string };

/** Every account, by name, to give a lead to or filter leads by. */
export const staffChoices = (db: Db): Promise<StaffChoice[]> =>
  db.selectFrom("staff").select(["email", "name"]).orderBy("name").orderBy("email").execute();

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("staff")
    .select((eb) => [
      "email",
      "name",
      "role",
      "created_at",
      eb
        .selectFrom("staff_passkeys")
        .whereRef("staff_passkeys.staff_id", "=", "staff.id")
        .select(eb.fn.countAll<number>().as("count"))
        .as("passkeys"),
      eb
        .selectFrom("staff_sessions")
        .whereRef("staff_sessions.staff_id", "=", "staff.id")
        .select((sessions) => sessions.fn.max("staff_sessions.created_at").as("latest"))
        .as("last_sign_in"),
    ])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    email: row.email,
    name: row.name,
    role: row.role,
    addedAt: iso(row.created_at),
    passkeys: Number(row.passkeys ?? 0),
    lastSignIn: row.last_sign_in ? iso(row.last_sign_in) : null,
  }));
}

/**
 * The account, its passkeys and every session it holds, which stop working at once, and every
 * sign-in link sent to its address: one would otherwise sign in to an account made again for it.
 * The leads it owned go back to no one, to be taken up again; how many.
 */
export async function removeStaff(db: Db, email: string, now: Date = new Date()): Promise<number> {
  const address = normalStaffEmail(email);
  return db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom("staff")
      .where("email", "=", address)
      .executeTakeFirst();
    if (numDeletedRows === 0n) throw new StaffError(`No staff account has the address ${address}.`);
    const links = (await trx.selectFrom("staff_verifications").select(["id", "value"]).execute())
      .filter(({ value }) => linkAddress(value) === address)
      .map(({ id }) => id);
    if (links.length)
      await trx.deleteFrom("staff_verifications").where("id", "in", links).execute();
    return unassignAll(trx, { owner: address, by: COMMAND_LINE_ACTOR, at: now.toISOString() });
  });
}

/** Which new leads' emails an account gets (LEAD_EMAIL_CHOICES); an unknown account, the default. */
export async function leadEmailsOf(db: Db, staffId: string): Promise<LeadEmailChoice> {
  const row = await db
    .selectFrom("staff")
    .select("lead_emails")
    .where("id", "=", staffId)
    .executeTakeFirst();
  return row?.lead_emails ?? "mine";
}

export async function setLeadEmails(
  db: Db,
  staffId: string,
  choice: LeadEmailChoice,
): Promise<void> {
  await db.updateTable("staff").set({ lead_emails: choice }).where("id", "=", staffId).execute();
}

/** The address a sign-in link's stored value was sent to; undefined for anything else. */
function linkAddress(value: string): string | undefined {
  try {
    const parsed = JSON.parse(value) as { type?: unknown; email?: unknown };
    return parsed.type === "magic-link" && typeof parsed.email === "string"
      ? parsed.email.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}

export async function isStaff(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("staff")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
