import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { startSmtpPeer, type SmtpPeer } from "../../../../test/peers";
import { PLAYBOOK, playbookPdf } from "../../../../test/playbook-pdf";
import { parseSiteConfig } from "@/config/schema";
import { contactLeadSchema, landingLeadSchema, serverWords } from "../../../../test/server-words";
import type { EmailMaterial } from "../email-material";
import { deliveryChannels, parseServerEnv, visitorEmailCaps } from "@/server/env";
import { eraseByEmail } from "../record/queries";
import {
  contactLeadRecord,
  landingLeadRecord,
  releaseSuspected,
  storeLead,
  type LeadContext,
  type LeadRecord,
} from "../record/store";
import { sendersFromEnv } from "./senders";
import { MAX_ATTACHMENT_BYTES } from "./senders";
import { runOutboxOnce, type OutboxSettings } from "./worker";

const site = parseSiteConfig({
  SITE_URL: "https://www.voltcare.example",
  SCHEDULER_URL: "https://calendly.example/voltcare/demo",
});
const fast: OutboxSettings = { maxAttempts: 3, retryBaseMs: 10, retryMaxMs: 40, random: () => 0.5 };

/** The estimate's words as a build writes them. */
const LABELS = {
  callsPerDay: "New-patient calls a day",
  openDays: "Open days a month",
  missedPercent: "Calls that go unanswered",
  bookPercent: "Answered callers who book",
  patientValue: "First-year value of a new patient",
  patientsPerMonth: "New patients lost a month",
  perMonth: "Revenue lost a month",
  perYear: "Revenue lost a year",
};
let folder: string;
let material: EmailMaterial;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "documents-"));
  const pdf = await playbookPdf(site);
  const file = join(folder, "ai-receptionist-playbook.0123456789.pdf");
  writeFileSync(file, pdf);
  const entry = (slug: string, eyebrow: string, title: string, page: string, bytes: number) => ({
    slug,
    eyebrow,
    title,
    page,
    pdf: `/documents/${slug}.0123456789.pdf`,
    bytes,
    file,
  });
  const documents = new Map([
    [
      "ai-receptionist-playbook",
      entry(
        "ai-receptionist-playbook",
        "Playbook",
        PLAYBOOK,
        "/downloads/ai-receptionist-playbook",
        pdf.byteLength,
      ),
    ],
    [
      "harbor-smile-dental-san-diego",
      entry(
        "harbor-smile-dental-san-diego",
        "Case study · Dental · San Diego, CA",
        "Harbor Smile Dental: +42% new-patient bookings",
        "/case-studies/harbor-smile-dental-san-diego",
        // Too large to attach: the email links it instead.
        MAX_ATTACHMENT_BYTES,
      ),
    ],
  ]);
  material = { documents, estimateLabels: LABELS };
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const attribution = { utm_source: "google", utm_campaign: "spring" };

/** The lead each of the five forms sends, as the lead API stores it. */
const forms: Record<string, (email: string) => LeadRecord> = {
  home: (email) =>
    contactLeadRecord(
      contactLeadSchema.parse({
        form: "home",
        name: "Dana Whitfield",
        email,
        phone: "(512) 555-0199",
        subject: "Growth plan request",
        message: "Practice: Bright Smile Dental",
        // 7 × 21 × 30% = 44.1 missed calls a month; half book: 22.05 patients, $22,050.
        estimate: JSON.stringify({
          callsPerDay: 7,
          openDays: 21,
          missedPercent: 30,
          bookPercent: 50,
          patientValue: 1000,
        }),
        ...attribution,
      }),
    ),
  contact: (email) =>
    contactLeadRecord(
      contactLeadSchema.parse({
        form: "contact",
        name: "Zoë Ångström-Núñez",
        email,
        subject: "Pricing",
        message: "Do you work with two locations?",
      }),
    ),
  landing: (email) =>
    landingLeadRecord(
      landingLeadSchema.parse({
        fullName: "张伟",
        email,
        phone: "(512) 555-0100",
        businessType: "Dental Practice",
      }),
      serverWords.leadForms.landingInbox,
    ),
  "lead-magnet": (email) =>
    contactLeadRecord(
      contactLeadSchema.parse({
        form: "lead-magnet",
        name: "Blog reader",
        email,
        subject: `Send me the ${PLAYBOOK}`,
        message: "Scripts and rollout plan",
        document: "ai-receptionist-playbook",
      }),
    ),
  "case-study": (email) =>
    contactLeadRecord(
      contactLeadSchema.parse({
        form: "case-study",
        name: "Case study request",
        email,
        subject: "Case study request",
        message: "Send me the case study",
        document: "harbor-smile-dental-san-diego",
      }),
    ),
};

describe.each(dialects)("the visitor's email on %s", (dialect) => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let env: ReturnType<typeof parseServerEnv>;

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    smtp = await startSmtpPeer();
    env = parseServerEnv({
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
      LEAD_EMAIL_FROM: "Voltcare leads <leads@voltcare.example>",
      VISITOR_EMAIL_FROM: "Voltcare AI <hello@voltcare.example>",
    });
  });
  afterEach(async () => {
    await smtp.close();
    await t.drop();
  });

  const context = (extra: Partial<LeadContext> = {}): LeadContext => ({
    ipHash: null,
    idempotency: null,
    visitorCaps: visitorEmailCaps(env),
    ...extra,
  });
  const store = (record: LeadRecord, extra?: Partial<LeadContext>, at?: Date) =>
    storeLead(t.handle.db, record, context(extra), deliveryChannels(env), at);
  /** Runs the worker until nothing is due, then the messages the visitor's address got. */
  const deliver = async (to: string) => {
    const senders = sendersFromEnv(env, site, serverWords.emails, material);
    for (let pass = 0; pass < 20; pass++) {
      const run = await runOutboxOnce(t.handle, senders, fast);
      if (!run.delivered && !run.retried && !run.skipped) break;
    }
    return smtp.messages.filter((mail) =>
      (mail.to && "text" in mail.to ? mail.to.text : "").includes(to),
    );
  };
  const visitorDeliveries = () =>
    t.handle.db.selectFrom("deliveries").selectAll().where("channel", "=", "visitor").execute();

  it("sends the lead magnet's document: a lasting link to its PDF, and the PDF attached", async () => {
    await store(forms["lead-magnet"]!("reader@clinic.example"));
    const [mail, ...more] = await deliver("reader@clinic.example");
    expect(more).toHaveLength(0);
    expect(mail!.from?.text).toBe('"Voltcare AI" <hello@voltcare.example>');
    expect(mail!.replyTo?.text).toBe(site.email);
    expect(mail!.subject).toContain(PLAYBOOK);
    const link = `${site.url}/documents/ai-receptionist-playbook.pdf`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain(`${site.url}/downloads/ai-receptionist-playbook`);
    expect(mail!.attachments).toHaveLength(1);
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({
      filename: "ai-receptionist-playbook.pdf",
      contentType: "application/pdf",
    });
    const pdf = await getDocumentProxy(new Uint8Array(attachment!.content));
    expect((await extractText(pdf, { mergePages: true })).text).toContain(PLAYBOOK);
    // The agency hears of the lead as well, on its own channel.
    expect(await deliver("team@voltcare.example")).toHaveLength(1);
  });

  it("sends a case study's link without the PDF when it is too large to attach", async () => {
    await store(forms["case-study"]!("owner@clinic.example"));
    const [mail, ...more] = await deliver("owner@clinic.example");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toContain("Harbor Smile Dental");
    expect(mail!.text).toContain(`${site.url}/documents/harbor-smile-dental-san-diego.pdf`);
    expect(mail!.attachments).toHaveLength(0);
  });

  it.each(["home", "contact", "landing"])(
    "confirms a %s request under the site's own subject, with the booking link filled in with the address and the lead's id alone",
    async (form) => {
      const record = forms[form]!(`${form}@clinic.example`);
      const { id } = await store(record);
      const [mail, ...more] = await deliver(`${form}@clinic.example`);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe("We have your request");
      expect(mail!.text).toContain(`Hi ${record.name.split(" ")[0]},`);
      const link = /https:\/\/calendly\.example\/voltcare\/demo\?[^\s<>"]+/.exec(mail!.text ?? "");
      expect(link).not.toBeNull();
      expect([...new URL(link![0]).searchParams]).toEqual([
        ["email", record.email],
        ["salesforce_uuid", id],
      ]);
      if (form === "home") {
        // Worked out by the server from the numbers, in the build's words.
        for (const row of [
          "New-patient calls a day: 7",
          "Calls that go unanswered: 30%",
          "First-year value of a new patient: $1,000",
          "New patients lost a month: 22",
          "Revenue lost a month: $22,050",
          "Revenue lost a year: $264,600",
        ]) {
          expect(mail!.text).toContain(row);
        }
        expect(mail!.html).toContain("$264,600");
      } else {
        expect(mail!.text).not.toContain("Revenue lost");
      }
    },
  );

  it("leaves the estimate out where the build gives no words for it, and the numbers stay with the lead", async () => {
    await store(forms.home!("dev@clinic.example"));
    material = { ...material, estimateLabels: null };
    try {
      const [mail] = await deliver("dev@clinic.example");
      expect(mail!.text).not.toContain("missed-call estimate");
    } finally {
      material = { ...material, estimateLabels: LABELS };
    }
    const [lead] = await t.handle.db.selectFrom("leads").selectAll().execute();
    expect(JSON.parse(lead!.calculator_inputs!)).toMatchObject({ callsPerDay: 7, openDays: 21 });
    expect(lead!.estimate).toBeNull();
  });

  it("never writes to the address of a suspected submission, until it is released", async () => {
    const { id } = await store(forms.contact!("bot@clinic.example"), { suspected: "honeypot" });
    expect(await deliver("bot@clinic.example")).toHaveLength(0);
    expect(await visitorDeliveries()).toHaveLength(0);
    await releaseSuspected(
      t.handle.db,
      id,
      deliveryChannels(env),
      new Date(),
      visitorEmailCaps(env),
    );
    expect(await deliver("bot@clinic.example")).toHaveLength(1);
  });

  it("sends one inbox at most three in a day, however its address is written: the rest are stored, the agency told, the visitor email skipped", async () => {
    const start = new Date(Date.now() - 48 * 3_600_000);
    const hour = 3_600_000;
    const spellings = [
      "victim@gmail.com",
      "Victim+1@gmail.com",
      "v.i.c.t.i.m@gmail.com",
      "VICTIM@googlemail.com",
      "vic.tim+promo@googlemail.com",
      "victim+2@GMAIL.com",
    ];
    for (const [index, email] of spellings.entries()) {
      await store(forms["lead-magnet"]!(email), {}, new Date(start.getTime() + index * hour));
    }
    expect(await deliver("@g")).toHaveLength(3);
    expect(smtp.messages.filter((mail) => mail.subject?.startsWith("New lead from"))).toHaveLength(
      6,
    );
    const deliveries = await visitorDeliveries();
    expect(deliveries.map((delivery) => delivery.status).sort()).toEqual([
      "delivered",
      "delivered",
      "delivered",
      "skipped",
      "skipped",
      "skipped",
    ]);
    const skipped = deliveries.filter((delivery) => delivery.status === "skipped");
    for (const delivery of skipped) {
      expect(delivery.last_error).toBe(
        "not sent: 3 visitor emails already went to this inbox within 24 hours",
      );
      expect(delivery.attempts).toBe(0);
    }
    expect(new Set(deliveries.map((delivery) => delivery.recipient))).toEqual(
      new Set(["victim@gmail.com"]),
    );
    // A day after the first, the inbox may have one again.
    await store(forms.contact!("victim@gmail.com"), {}, new Date(start.getTime() + 24 * hour));
    expect((await visitorDeliveries()).filter((d) => d.status === "pending")).toHaveLength(1);
  });

  it("sends at most five a day for leads from one network, whatever the addresses", async () => {
    for (let index = 0; index < 7; index++) {
      await store(forms.contact!(`person${index}@clinic${index}.example`), { network: "net-a" });
    }
    await store(forms.contact!("other@clinic.example"), { network: "net-b" });
    const statuses = (await visitorDeliveries()).map((d) => [d.network, d.status, d.last_error]);
    expect(statuses.filter(([, status]) => status === "pending")).toHaveLength(6);
    expect(
      statuses.filter(([network, status]) => network === "net-a" && status === "skipped"),
    ).toEqual([
      [
        "net-a",
        "skipped",
        "not sent: 5 visitor emails already went out for leads from this sender's network within 24 hours",
      ],
      [
        "net-a",
        "skipped",
        "not sent: 5 visitor emails already went out for leads from this sender's network within 24 hours",
      ],
    ]);
  });

  it("sends at most the site's cap in a day, and tells the agency once when it holds", async () => {
    env = parseServerEnv({
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
      VISITOR_EMAIL_SITE_LIMIT: "3",
    });
    const start = new Date(Date.now() - 30 * 3_600_000);
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    for (let index = 0; index < 5; index++) {
      await store(
        forms.contact!(`p${index}@c${index}.example`),
        { network: `n${index}` },
        at(index / 10),
      );
    }
    const queued = await t.handle.db
      .selectFrom("deliveries")
      .select(["channel", "status", "last_error"])
      .where("channel", "in", ["visitor", "visitor-cap"])
      .orderBy("created_at")
      .execute();
    const capped = "not sent: the site's 3 visitor emails for 24 hours have gone out";
    expect(queued.filter((d) => d.channel === "visitor").map((d) => d.last_error)).toEqual([
      null,
      null,
      null,
      capped,
      capped,
    ]);
    // One notice, with the first lead the cap held back, not one a lead.
    expect(queued.filter((d) => d.channel === "visitor-cap")).toEqual([
      { channel: "visitor-cap", status: "pending", last_error: null },
    ]);
    await deliver("team@voltcare.example");
    const notices = smtp.messages.filter((mail) =>
      mail.subject?.startsWith("Visitor emails paused"),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Visitor emails paused: 3 sent in 24 hours");
    expect(notices[0]!.text).toContain("Every lead is stored and reaches you");
    expect(notices[0]!.text).toContain("VISITOR_EMAIL_SITE_LIMIT");
    // A window later the site may send again, and the next time the cap holds it says so again.
    for (let index = 0; index < 4; index++) {
      await store(
        forms.contact!(`q${index}@d${index}.example`),
        { network: `m${index}` },
        at(25 + index / 10),
      );
    }
    const later = await t.handle.db
      .selectFrom("deliveries")
      .select("channel")
      .where("channel", "=", "visitor-cap")
      .execute();
    expect(later).toHaveLength(2);
  });

  it("counts leads arriving at once against the network's and the site's caps one after the other", async () => {
    env = parseServerEnv({
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
      VISITOR_EMAIL_NETWORK_LIMIT: "4",
      VISITOR_EMAIL_SITE_LIMIT: "6",
    });
    await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        store(forms.contact!(`a${i}@a${i}.example`), { network: "one" }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        store(forms.contact!(`b${i}@b${i}.example`), { network: `n${i}` }),
      ),
    ]);
    const deliveries = await t.handle.db.selectFrom("deliveries").selectAll().execute();
    const visitor = deliveries.filter((d) => d.channel === "visitor");
    expect(visitor.filter((d) => d.status === "pending")).toHaveLength(6);
    expect(
      visitor.filter((d) => d.network === "one" && d.status === "pending").length,
    ).toBeLessThanOrEqual(4);
    expect(deliveries.filter((d) => d.channel === "visitor-cap")).toHaveLength(1);
  });

  it("counts leads for one address arriving at once one after the other", async () => {
    await Promise.all(
      Array.from({ length: 6 }, () => store(forms.contact!("rush@clinic.example"))),
    );
    const statuses = (await visitorDeliveries()).map((delivery) => delivery.status);
    expect(statuses.filter((status) => status === "pending")).toHaveLength(3);
    expect(statuses.filter((status) => status === "skipped")).toHaveLength(3);
  });

  it("is cancelled by erasing the address before it goes", async () => {
    await store(forms.home!("erase@clinic.example"));
    await eraseByEmail(t.handle.db, "ERASE@clinic.example");
    expect(await deliver("erase@clinic.example")).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("skips, saying why, a document the build does not have", async () => {
    const record = { ...forms["lead-magnet"]!("old@clinic.example"), document: "retired-guide" };
    await store(record);
    expect(await deliver("old@clinic.example")).toHaveLength(0);
    const [delivery] = await visitorDeliveries();
    expect(delivery).toMatchObject({
      status: "skipped",
      last_error: 'not sent: this build has no document "retired-guide"',
    });
  });

  it("is not queued with VISITOR_EMAIL=off", async () => {
    env = parseServerEnv({
      SMTP_URL: smtp.url,
      LEAD_EMAIL_TO: "team@voltcare.example",
      VISITOR_EMAIL: "off",
    });
    await store(forms.home!("quiet@clinic.example"));
    expect(await deliver("quiet@clinic.example")).toHaveLength(0);
    expect(await visitorDeliveries()).toHaveLength(0);
    expect(smtp.messages).toHaveLength(1);
  });
});
