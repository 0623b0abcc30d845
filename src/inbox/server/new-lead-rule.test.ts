import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { schedulerEvent } from "../../../test/scheduler-events";
import { serve, type Served } from "../../../test/serve";
import { serverWords } from "../../../test/server-words";
import { inviteeSchema } from "@/bookings/server/events";
import { recordBookingEvent } from "@/bookings/server/record";
import { parseSiteConfig } from "@/config/schema";
import { HONEYPOT_FIELD } from "@/leads/fields";
import { leadEndpoint } from "@/leads/server/endpoint";
import { leadById } from "@/leads/server/record/queries";
import { parseServerEnv } from "@/server/env";
import { earlyLimit } from "@/server/rate-limit";
import { NEW_LEAD_RULE_ACTOR } from "../actor-name";
import { inboxAuth } from "../auth/sign-in";
import { addStaff, removeStaff } from "../auth/staff";
import type { Auth } from "../auth/auth";
import { assignByNewLeadRule, saveNewLeadRule, type NewLeadRuleChoice } from "./new-lead-rule";

const SITE = "https://www.voltcare.example";
const site = parseSiteConfig({ SITE_URL: SITE });
/** The front desk, in the order turns go round (by address), added out of it. */
const ANA = "ana.lopez@brightsmile.example";
const DANA = "dana.reyes@brightsmile.example";
const SAM = "sam.ortiz@brightsmile.example";

const contact = {
  name: "Priya Raman",
  email: "priya@lakeshore-family.example",
  subject: "After-hours calls",
  message: "We miss about twenty calls a week after five. Can the receptionist book them?",
};

describe.each(dialects)("the new-lead rule on %s", (dialect) => {
  let t: TestDatabase;
  let auth: Auth;
  let server: Served;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    auth = await inboxAuth(t.handle, { name: "Voltcare AI", url: SITE }, async () => {});
    for (const [email, name] of [
      [SAM, "Sam Ortiz"],
      [ANA, "Ana Lopez"],
      [DANA, "Dana Reyes"],
    ] as const) {
      await addStaff(auth, email, name);
    }
    const env = parseServerEnv({ LEAD_RATE_LIMIT: "0" });
    server = await serve({
      "/api/contact": leadEndpoint("contact", {
        database: async () => t.handle,
        env: () => env,
        allowedOrigins: () => [SITE],
        site: () => site,
        earlyLimit: earlyLimit(),
        isSitePage: () => true,
        words: serverWords.leadForms,
        documents: new Map(),
        newLeadRule: assignByNewLeadRule,
      }),
    });
  });
  afterEach(async () => {
    await server.close();
    await t.drop();
  });

  const choose = (rule: NewLeadRuleChoice) => saveNewLeadRule(t.handle.db, rule);

  /** A lead sent through the contact form's endpoint; its id. */
  async function send(extra: Record<string, string> = {}): Promise<string> {
    const answer = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body: JSON.stringify({ form: "contact", ...contact, ...extra }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  }
  const ownerOf = async (id: string) => (await leadById(t.handle.db, id))?.owner;
  const assignments = () =>
    t.handle.db
      .selectFrom("audit_log")
      .select(["actor", "lead_id", "detail"])
      .where("action", "=", "assigned")
      .orderBy("at")
      .execute();

  it("gives new leads to no one until an admin chooses otherwise", async () => {
    const before = await send();
    expect(await choose({ to: "none" })).toBe(false);
    const after = await send();
    expect([await ownerOf(before), await ownerOf(after)]).toEqual([null, null]);
    expect(await assignments()).toEqual([]);
  });

  it("gives each new lead to the one person chosen, as the rule's doing, and none once they are gone", async () => {
    expect(await choose({ to: "one", email: DANA })).toBe(true);
    const id = await send();
    const lead = await leadById(t.handle.db, id);
    expect(lead).toMatchObject({
      owner: DANA,
      owner_by: NEW_LEAD_RULE_ACTOR,
      owner_at: lead!.created_at,
    });
    expect(await assignments()).toEqual([
      { actor: NEW_LEAD_RULE_ACTOR, lead_id: id, detail: DANA },
    ]);

    await removeStaff(t.handle.db, DANA);
    const later = await send();
    expect(await ownerOf(later)).toBeNull();
    expect(await assignments()).toHaveLength(1);
  });

  it("takes turns over every account by address, after whoever had the last, skipping removed ones", async () => {
    await choose({ to: "turns" });
    const owners = async (count: number) => {
      const given: (string | null | undefined)[] = [];
      for (let i = 0; i < count; i++) given.push(await ownerOf(await send()));
      return given;
    };
    expect(await owners(4)).toEqual([ANA, DANA, SAM, ANA]);
    // Dana's turn comes next, but her account is gone.
    await removeStaff(t.handle.db, DANA);
    expect(await owners(1)).toEqual([SAM]);
    // Sam had the last one and is gone too: the turn goes on after his place, round to the first.
    await removeStaff(t.handle.db, SAM);
    await addStaff(auth, "beth.king@brightsmile.example", "Beth King");
    expect(await owners(3)).toEqual([ANA, "beth.king@brightsmile.example", ANA]);
    // Switching away and back goes on from where the turns were.
    await choose({ to: "none" });
    expect(await owners(1)).toEqual([null]);
    await choose({ to: "turns" });
    expect(await owners(1)).toEqual(["beth.king@brightsmile.example"]);
    expect((await assignments()).map(({ detail }) => detail)).toEqual([
      ANA,
      DANA,
      SAM,
      ANA,
      SAM,
      ANA,
      "beth.king@brightsmile.example",
      ANA,
      "beth.king@brightsmile.example",
    ]);
  });

  it("gives leads stored at once each their own turn", async () => {
    await choose({ to: "turns" });
    const ids = await Promise.all(Array.from({ length: 6 }, () => send()));
    const owners = await Promise.all(ids.map(ownerOf));
    expect(owners.toSorted()).toEqual([ANA, ANA, DANA, DANA, SAM, SAM]);
  });

  it("never gives a suspected submission an owner, nor spends a turn on it", async () => {
    await choose({ to: "turns" });
    const suspected = await send({ [HONEYPOT_FIELD]: "https://cheap-seo.example" });
    expect(await leadById(t.handle.db, suspected)).toMatchObject({
      suspected: "honeypot",
      owner: null,
    });
    expect(await ownerOf(await send())).toBe(ANA);
    expect(await assignments()).toHaveLength(1);
  });

  it("gives a lead a booking makes its owner, but not one kept apart past the day's cap", async () => {
    await choose({ to: "one", email: SAM });
    const book = async (email: string) => {
      const event = JSON.parse(schedulerEvent("invitee.created", { email }).body) as {
        payload: unknown;
      };
      const outcome = await recordBookingEvent(
        t.handle.db,
        { name: "invitee.created", invitee: inviteeSchema.parse(event.payload) },
        { newLeadsPerDay: 1, newLeadRule: assignByNewLeadRule },
      );
      return outcome.outcome === "booked" ? outcome.leadId : "";
    };
    const booked = await book("marcus@northside-chiro.example");
    expect(await leadById(t.handle.db, booked)).toMatchObject({ owner: SAM, status: "booked" });
    const overCap = await book("lena@harbor-vet.example");
    expect(await leadById(t.handle.db, overCap)).toMatchObject({
      suspected: "booking-cap",
      owner: null,
    });
    // A booking by someone who has a lead leaves its owner as it was.
    const fromForm = await send({ email: "jo@eastside-dental.example" });
    await choose({ to: "one", email: ANA });
    expect(await book("jo@eastside-dental.example")).toBe(fromForm);
    expect(await ownerOf(fromForm)).toBe(SAM);
  });
});
