import type { StaffRecipients } from "@/leads/server/outbox/recipients";

/**
 * The staff who get a lead's email besides LEAD_EMAIL_TO, by each one's choice on their account
 * page: everyone who chose every lead, and its owner unless they chose none. An owner whose
 * account was removed has no choice left, and gets nothing.
 */
export const staffRecipients: StaffRecipients = async (db, { owner }) => {
  const rows = await db
    .selectFrom("staff")
    .select("email")
    .where((eb) =>
      eb.or([
        eb("lead_emails", "=", "all"),
        ...(owner
          ? [eb.and([eb("email", "=", owner.toLowerCase()), eb("lead_emails", "=", "mine")])]
          : []),
      ]),
    )
    .orderBy("email")
    .execute();
  return rows.map((row) => row.email);
};
