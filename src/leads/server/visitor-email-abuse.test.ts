// The visitor's email as someone would aim it at a stranger's inbox: through the real lead API
// over HTTP, the real worker and a real SMTP server on 127.0.0.1, on each database.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { startSmtpPeer, type SmtpPeer } from "../../../test/peers";
import { serve, type Served } from "../../../test/serve";
import { serverWords } from "../../../test/server-words";
import { parseSiteConfig } from "@/config/schema";
import type { EmailMaterial } from "./email-material";
import { parseServerEnv, type ServerEnv } from "@/server/env";
import { earlyLimit } from "@/server/rate-limit";
import { sendersFromEnv } from "./outbox/senders";
import { runOutboxOnce } from "./outbox/worker";
import { leadEndpoint, type LeadEndpointDeps } from "./endpoint";

const site = parseSiteConfig({
  SITE_URL: "https://www.voltcare.example",
  SCHEDULER_URL: "https://calendly.example/voltcare/demo",
});

/** The words the requests below try to put in front of the victim. */
const LURE = "URGENT Your account is locked: verify at evil.example/login";
const GIFT = "Claim your $500 gift card: http://evil.example/claim";
const LURE_WORDS = ["URGENT", "locked", "verify", "evil.example", "Claim", "gift card", "$500"];

/** One address, and five ways of writing it that reach the same inbox. */
const VICTIM = "victim@gmail.com";
const SPELLINGS = [
  "victim+1@gmail.com",
  "v.i.c.t.i.m@gmail.com",
  "Victim@googlemail.com",
  "victim+security@gmail.com",
  "vic.tim+2@googlemail.com",
];

let folder: string;
let material: EmailMaterial;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "abuse-"));
  const file = join(folder, "ai-receptionist-playbook.0123456789.pdf");
  writeFileSync(file, "%PDF-1.4\n% a stand-in for the build's PDF\n");
  material = {
    documents: new Map([
      [
        "ai-receptionist-playbook",
        {
          slug: "ai-receptionist-playbook",
          eyebrow: "Playbook",
          title: "AI Receptionist Playbook",
          page: "/downloads/ai-receptionist-playbook",
          pdf: "/documents/ai-receptionist-playbook.0123456789.pdf",
          bytes: 48,
          file,
        },
      ],
    ]),
    estimateLabels: null,
  };
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(dialects)("the visitor's email, aimed at a stranger, on %s", (dialect) => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let server: Served;
  let env: ServerEnv;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    smtp = await startSmtpPeer();
    env = parseServerEnv({
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
      // The per-client limit is not what is under test here: the caps on the emails are.
      LEAD_RATE_LIMIT: "0",
    });
    const deps: LeadEndpointDeps = {
      database: async () => t.handle,
      env: () => env,
      allowedOrigins: () => [site.url],
      site: () => site,
      earlyLimit: earlyLimit(),
      isSitePage: (path) => path === "/",
      words: serverWords.leadForms,
      documents: material.documents,
    };
    server = await serve({
      "/api/contact": leadEndpoint("contact", deps),
      "/api/landing-contact": leadEndpoint("landing", deps),
    });
  });
  afterEach(async () => {
    await server.close();
    await smtp.close();
    await t.drop();
  });

  /** A JSON lead, from its own IPv6 network unless told otherwise. */
  const post = (path: string, body: object, from: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
    });
  const deliverAll = async () => {
    const senders = sendersFromEnv(env, site, serverWords.emails, material);
    for (let pass = 0; pass < 20; pass++) {
      const run = await runOutboxOnce(t.handle, senders, {
        maxAttempts: 3,
        retryBaseMs: 10,
        retryMaxMs: 40,
      });
      if (!run.delivered && !run.retried && !run.skipped) break;
    }
  };
  const to = (mail: SmtpPeer["messages"][number]) =>
    mail.to && "text" in mail.to ? mail.to.text.toLowerCase() : "";

  it("sends one inbox at most three emails a day, carrying none of the words sent", async () => {
    // As reproduced: blank-looking characters for spaces, and an estimate of free text.
    const reproduction = await post(
      "/api/contact",
      {
        form: "home",
        name: LURE.replaceAll(" ", "\u2800"),
        email: VICTIM,
        subject: "Growth plan request",
        message: LURE,
        estimate: JSON.stringify([[GIFT, "today"]]),
      },
      "2001:db8:100::1",
    );
    expect(reproduction.status).toBe(422);
    expect(await reproduction.json()).toMatchObject({ fields: { name: [expect.any(String)] } });

    // The same with plain spaces, then the address written five other ways, each from a network
    // of its own, through both endpoints and every field a request holds.
    const statuses = [
      (
        await post(
          "/api/contact",
          {
            form: "home",
            name: LURE,
            email: VICTIM,
            practice: GIFT,
            subject: LURE,
            message: `${LURE}\n${GIFT}`,
            estimate: [[GIFT, "today"]],
            utm_campaign: GIFT,
            page_url: "javascript:alert(1)",
          },
          "2001:db8:101::1",
        )
      ).status,
    ];
    for (const [index, email] of SPELLINGS.entries()) {
      const response =
        index % 2
          ? await post(
              "/api/landing-contact",
              {
                fullName: LURE,
                email,
                phone: "512 555 0100",
                businessType: "Other",
                notes: GIFT,
                estimate: [[GIFT, "today"]],
              },
              `2001:db8:${200 + index}::1`,
            )
          : await post(
              "/api/contact",
              { form: "contact", name: LURE, email, subject: GIFT, message: LURE },
              `2001:db8:${200 + index}::1`,
            );
      statuses.push(response.status);
    }
    // Every lead is stored: it is the agency's to judge.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);

    await deliverAll();
    const victim = smtp.messages.filter((mail) => /g(oogle)?mail\.com/.test(to(mail)));
    expect(victim).toHaveLength(3);
    for (const mail of victim) {
      expect(mail.subject).toBe("We have your request");
      for (const words of LURE_WORDS) {
        expect([words, mail.text?.includes(words)]).toEqual([words, false]);
        expect([words, String(mail.html).includes(words)]).toEqual([words, false]);
      }
      expect(mail.text).toContain("Hello,");
    }
    // The agency hears of all six, as they were sent.
    const agency = smtp.messages.filter((mail) => to(mail) === "team@voltcare.example");
    expect(agency).toHaveLength(6);
    expect(agency.every((mail) => mail.text?.includes(LURE))).toBe(true);
    const skipped = await t.handle.db
      .selectFrom("deliveries")
      .select(["recipient", "last_error"])
      .where("status", "=", "skipped")
      .execute();
    expect(skipped).toEqual(
      Array.from({ length: 3 }, () => ({
        recipient: VICTIM,
        last_error: "not sent: 3 visitor emails already went to this inbox within 24 hours",
      })),
    );
  });

  it("sends at most five for leads from one network, however many /64s it rotates through", async () => {
    for (let index = 0; index < 8; index++) {
      const response = await post(
        "/api/contact",
        {
          form: "contact",
          name: "Dana Whitfield",
          email: `person${index}@clinic${index}.example`,
          subject: "Pricing",
          message: "Do you work with two locations?",
        },
        `2001:db8:300:${index.toString(16)}::1`,
      );
      expect(response.status).toBe(201);
    }
    await deliverAll();
    expect(smtp.messages.filter((mail) => /clinic\d\.example/.test(to(mail)))).toHaveLength(5);
    expect(smtp.messages.filter((mail) => to(mail) === "team@voltcare.example")).toHaveLength(8);
  });

  it("sends a lead magnet sent as the API documents it, with no document field, its PDF", async () => {
    const response = await post(
      "/api/contact",
      {
        name: "Website Visitor",
        email: "reader@practice.example",
        subject: "Lead magnet: AI Receptionist Playbook",
        message: "Scripts, hand-off rules and a 30-day rollout for the front desk.",
      },
      "203.0.113.9",
    );
    expect(response.status).toBe(201);
    await deliverAll();
    const [mail, ...more] = smtp.messages.filter((m) => to(m) === "reader@practice.example");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Your copy of the AI Receptionist Playbook");
    expect(mail!.text).toContain(`${site.url}/documents/ai-receptionist-playbook.pdf`);
    expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual([
      "ai-receptionist-playbook.pdf",
    ]);
  });
});
