import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { startSmtpPeer, type SmtpDelivery, type SmtpPeer } from "../../../test/peers";
import { contactLeadSchema, serverWords } from "../../../test/server-words";
import { parseSiteConfig } from "@/config/schema";
import { NO_EMAIL_MATERIAL } from "@/leads/server/email-material";
import { sendersFromEnv } from "@/leads/server/outbox/senders";
import { runOutboxOnce } from "@/leads/server/outbox/worker";
import { assignLead } from "@/leads/server/record/changes";
import { contactLeadRecord, storeLead } from "@/leads/server/record/store";
import type { LeadEmailChoice } from "@/server/db/schema";
import { parseServerEnv } from "@/server/env";
import { inboxAuth } from "../auth/sign-in";
import { addStaff, removeStaff, setLeadEmails } from "../auth/staff";
import { staffRecipients } from "./lead-recipients";

const site = parseSiteConfig({ SITE_URL: "https://www.voltcare.example" });
const TEAM = "team@voltcare.example";
const ANA = "ana.lopez@brightsmile.example";
/** Ana's address as LEAD_EMAIL_TO has it too, written otherwise. */
const ANA_ON_THE_LIST = "Ana.Lopez@brightsmile.example";
const DANA = "dana.reyes@brightsmile.example";
const SAM = "sam.ortiz@brightsmile.example";
const BETH = "beth.king@brightsmile.example";

const lead = contactLeadSchema.parse({
  form: "contact",
  name: "Priya Raman",
  email: "priya@lakeshore-family.example",
  subject: "After-hours calls",
  message: "We miss about twenty calls a week after five. Can the receptionist book them?",
});

describe.each(dialects)("who gets a lead's email on %s", (dialect) => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let envelopes: SmtpDelivery[];

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    envelopes = [];
    smtp = await startSmtpPeer(0, (delivery) => envelopes.push(delivery));
    const auth = await inboxAuth(t.handle, { name: "Voltcare AI", url: site.url }, async () => {});
    const choices: [string, string, LeadEmailChoice][] = [
      [ANA, "Ana Lopez", "all"],
      [DANA, "Dana Reyes", "mine"],
      [SAM, "Sam Ortiz", "none"],
      [BETH, "Beth King", "mine"],
    ];
    for (const [email, name, choice] of choices) {
      await addStaff(auth, email, name);
      await choose(email, choice);
    }
  });
  afterEach(async () => {
    await smtp.close();
    await t.drop();
  });

  async function choose(email: string, choice: LeadEmailChoice) {
    const { id } = await t.handle.db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await setLeadEmails(t.handle.db, id, choice);
  }

  const senders = () =>
    sendersFromEnv(
      parseServerEnv({
        SMTP_URL: smtp.url,
        LEAD_EMAIL_TO: `${TEAM}, ${ANA_ON_THE_LIST}`,
        VISITOR_EMAIL: "off",
      }),
      site,
      serverWords.emails,
      NO_EMAIL_MATERIAL,
      staffRecipients,
    );

  /** A lead given to `owner` (or no one); its id. */
  async function leadOwnedBy(owner: string | null): Promise<string> {
    const { id } = await storeLead(
      t.handle.db,
      contactLeadRecord(lead),
      { ipHash: null, idempotency: null },
      ["email"],
    );
    if (owner) {
      await assignLead(t.handle.db, { leadId: id, owner, by: ANA, at: new Date().toISOString() });
    }
    return id;
  }

  /** The worker's round: the envelope's recipients of the one email it sent. */
  async function sentTo(): Promise<string[]> {
    const before = envelopes.length;
    const run = await runOutboxOnce(t.handle, senders(), {
      maxAttempts: 1,
      retryBaseMs: 10,
      retryMaxMs: 10,
    });
    expect(run.delivered).toBe(1);
    expect(envelopes).toHaveLength(before + 1);
    return envelopes.at(-1)!.to;
  }

  it("emails LEAD_EMAIL_TO, whoever chose every lead, and the owner unless they chose none: each once", async () => {
    const agency = [TEAM, ANA_ON_THE_LIST];
    const cases: [string | null, string[]][] = [
      [null, agency],
      [DANA, [...agency, DANA]],
      [SAM, agency],
      [ANA, agency],
      // Given to someone whose account is gone.
      ["former.hygienist@brightsmile.example", agency],
    ];
    for (const [owner, expected] of cases) {
      await leadOwnedBy(owner);
      expect(await sentTo(), `owned by ${owner}`).toEqual(expected);
    }
    // The email's own To line names the same addresses.
    const to = smtp.messages.at(-1)!.to;
    expect(to && "value" in to ? to.value.map(({ address }) => address) : []).toEqual(agency);
  });

  it("reads the choices as it sends: a colleague who chose every lead since, an owner who chose none or is gone", async () => {
    await leadOwnedBy(DANA);
    await choose(SAM, "all");
    await choose(DANA, "none");
    expect(await sentTo()).toEqual([TEAM, ANA_ON_THE_LIST, SAM]);

    await leadOwnedBy(BETH);
    await removeStaff(t.handle.db, BETH);
    await choose(ANA, "none");
    await choose(SAM, "mine");
    expect(await sentTo()).toEqual([TEAM, ANA_ON_THE_LIST]);
  });
});
