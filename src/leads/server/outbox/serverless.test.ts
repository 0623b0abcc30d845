import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { APIContext } from "astro";
import { dialects, freshDatabase, type TestDatabase } from "../../../../test/databases";
import { startSmtpPeer, type SmtpPeer } from "../../../../test/peers";
import { PLAYBOOK, playbookPdf } from "../../../../test/playbook-pdf";
import { serve, type Served } from "../../../../test/serve";
import { EMAIL_CATALOGUE_PATH, type EmailCatalogue } from "@/documents/catalogue";
import { closeDatabase } from "@/server/db";

const CRON_SECRET = "cron-key-for-the-tests-0001";
const PDF_PATH = "/documents/ai-receptionist-playbook.5be1c0a2d4.pdf";

// A serverless host needs PostgreSQL (docs/deploy.md); SQLite where there is none.
const dialect = dialects.at(-1)!;

/**
 * The outbox as a serverless host runs it: Astro's route (src/pages/api/[...endpoint].ts),
 * configured from the environment, beside a site that publishes the build's files as a static host
 * does.
 */
describe(`the serverless outbox route on ${dialect}`, () => {
  let t: TestDatabase;
  let smtp: SmtpPeer;
  let site: Served;
  let pdf: Uint8Array<ArrayBuffer>;
  let catalogue: EmailCatalogue;
  let catalogueStatus = 503;
  let route: (request: Request) => Promise<Response>;
  let requestPlaybook: (email: string) => Promise<{ id: string }>;

  beforeAll(async () => {
    t = await freshDatabase(dialect);
    smtp = await startSmtpPeer();
    site = await serve({
      [EMAIL_CATALOGUE_PATH]: async () =>
        catalogueStatus === 200 ? Response.json(catalogue) : new Response(null, { status: 503 }),
      [PDF_PATH]: async () => new Response(pdf, { headers: { "content-type": "application/pdf" } }),
    });
    // The route reads the site's settings as it is first imported, as a function does.
    vi.stubEnv("SITE_URL", site.url);
    vi.stubEnv("DATA_DIR", t.options.dataDir);
    vi.stubEnv("DATABASE_URL", t.options.databaseUrl);
    vi.stubEnv("SMTP_URL", smtp.url);
    vi.stubEnv("LEAD_EMAIL_TO", "team@voltcare.example");
    vi.stubEnv("CRON_SECRET", CRON_SECRET);
    const [{ siteCopy }, { estimateLabelsOf }, { site: config }] = await Promise.all([
      import("@/content/readers/collections"),
      import("@/lib/missed-calls"),
      import("@/config/site"),
    ]);
    pdf = await playbookPdf(config);
    catalogue = {
      documents: [
        {
          slug: "ai-receptionist-playbook",
          eyebrow: "Playbook",
          title: PLAYBOOK,
          page: "/downloads/ai-receptionist-playbook",
          pdf: PDF_PATH,
          bytes: pdf.byteLength,
        },
      ],
      estimateLabels: estimateLabelsOf((await siteCopy()).calculator.tool),
    };
    const { ALL } = await import("@/pages/api/[...endpoint]");
    route = async (request) => ALL({ request } as APIContext);
    const { contactLeadSchema } = await import("../../../../test/server-words");
    const { contactLeadRecord, storeLead } = await import("../record/store");
    requestPlaybook = (email) =>
      storeLead(
        t.handle.db,
        contactLeadRecord(
          contactLeadSchema.parse({
            form: "lead-magnet",
            name: "Dana Whitfield",
            email,
            subject: `Lead magnet: ${PLAYBOOK}`,
            message: "Please send the playbook.",
            document: "ai-receptionist-playbook",
          }),
        ),
        { ipHash: null, idempotency: null },
        ["email", "visitor"],
      );
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeDatabase();
    await Promise.all([site.close(), smtp.close()]);
    await t.drop();
  });

  const call = () =>
    route(
      new Request(`${site.url}/api/outbox`, {
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      }),
    );
  const visitorDelivery = async (leadId: string) =>
    t.handle.db
      .selectFrom("deliveries")
      .selectAll()
      .where("lead_id", "=", leadId)
      .where("channel", "=", "visitor")
      .executeTakeFirstOrThrow();
  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) =>
      (mail.to && "text" in mail.to ? mail.to.text : "").includes(address),
    );

  it("retries a document while the site cannot give its catalogue, and sends the rest", async () => {
    const { id } = await requestPlaybook("lee@parkvision.example");
    expect(await (await call()).json()).toMatchObject({ delivered: 1, retried: 1, skipped: 0 });
    expect(await visitorDelivery(id)).toMatchObject({
      status: "pending",
      last_error: `Error: the build's documents could not be read: ${site.url}${EMAIL_CATALOGUE_PATH} answered HTTP 503`,
    });
    expect(mailsTo("team@voltcare.example").length).toBeGreaterThan(0);
    expect(mailsTo("lee@parkvision.example")).toEqual([]);

    catalogueStatus = 200;
    // The retry's time, come.
    await t.handle.db
      .updateTable("deliveries")
      .set({ next_attempt_at: new Date().toISOString() })
      .where("lead_id", "=", id)
      .execute();
    expect(await (await call()).json()).toMatchObject({ delivered: 1, skipped: 0 });
    expect(await visitorDelivery(id)).toMatchObject({ status: "delivered" });
    expect(mailsTo("lee@parkvision.example")[0]!.attachments).toHaveLength(1);
  });

  it("sends a guide request its document, the PDF the site publishes attached", async () => {
    const { id } = await requestPlaybook("dana@brightsmile.example");
    const answer = await call();
    expect(await answer.json()).toMatchObject({ ok: true, delivered: 2, skipped: 0 });
    expect(await visitorDelivery(id)).toMatchObject({ status: "delivered", last_error: null });
    const [mail, ...more] = mailsTo("dana@brightsmile.example");
    expect(more).toEqual([]);
    expect(mail!.subject).toContain(PLAYBOOK);
    expect(mail!.text).toContain(`${site.url}/documents/ai-receptionist-playbook.pdf`);
    expect(mail!.attachments.map((file) => file.filename)).toEqual([
      "ai-receptionist-playbook.pdf",
    ]);
    expect(Buffer.compare(mail!.attachments[0]!.content, Buffer.from(pdf))).toBe(0);
  });
});
