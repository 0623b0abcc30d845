import { request as httpRequest } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { captureLog } from "../../../test/log-lines";
import { serve, type Served } from "../../../test/serve";
import { serverWords } from "../../../test/server-words";
import { parseSiteConfig } from "@/config/schema";
import { parseServerEnv, type ServerEnv } from "@/server/env";
import { earlyLimit, type EarlyLimit } from "@/server/rate-limit";
import { leadEndpoint } from "./endpoint";

const SITE = "https://www.voltcare.example";
const SCHEDULER = "https://calendly.com/voltcare-ai/30min";
const site = parseSiteConfig({ SITE_URL: SITE, SCHEDULER_URL: SCHEDULER });

/** The pages the forms below sit on. */
const SITE_PAGES = ["/", "/blog", "/contact", "/landing", "/services/ai-receptionist"];

/** A build's documents: a download, and a case study, which no subject asks for by title. */
const DOCUMENTS = new Map(
  [
    ["ai-receptionist-playbook", "AI Receptionist Playbook", "/downloads/ai-receptionist-playbook"],
    ["harbor-smile-dental", "Harbor Smile Dental", "/case-studies/harbor-smile-dental"],
  ].map(([slug, title, page]) => [
    slug!,
    {
      slug: slug!,
      title: title!,
      page: page!,
      eyebrow: "Guide",
      pdf: `/documents/${slug}.0123456789.pdf`,
      bytes: 1,
      file: "",
    },
  ]),
);

const contact = {
  name: "Dana Whitfield",
  email: "dana@brightsmile.example",
  subject: "Case study download",
  message: "Please send the case study.",
};

const landing = {
  fullName: "Sam Ortiz",
  email: "sam@ortizchiro.example",
  phone: "(512) 555-0101",
  businessType: "Dental Practice",
  notes: "Two chairs",
  source: "landing_page",
  subject: "AI Receptionist Inquiry - Dental Practice",
  message: "Name: Sam Ortiz; Business: Dental Practice; Notes: Two chairs",
  utm_source: "facebook",
  utm_campaign: "spring",
  fbclid: "fb.1",
  referrer: "https://facebook.com/",
  page_url: `${SITE}/landing?utm_source=facebook`,
  device: "Mozilla/5.0 (iPhone)",
};

describe.each(dialects)("lead API on %s", (dialect) => {
  let t: TestDatabase;
  let server: Served;
  let env: ServerEnv;
  let databaseUp = true;
  // One per server, as in production: the two endpoints share it.
  let limiter: EarlyLimit;
  const deps = () => ({
    database: async () => {
      if (!databaseUp)
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      return t.handle;
    },
    env: () => env,
    allowedOrigins: () => [SITE],
    site: () => site,
    earlyLimit: limiter,
    isSitePage: (path: string) => SITE_PAGES.includes(path),
    words: serverWords.leadForms,
    documents: DOCUMENTS,
  });

  beforeEach(async () => {
    t = await freshDatabase(dialect);
    env = parseServerEnv({
      LEAD_RATE_LIMIT: "0",
      SMTP_URL: "smtp://127.0.0.1:2525",
      LEAD_EMAIL_TO: "team@voltcare.example",
    });
    databaseUp = true;
    limiter = earlyLimit();
    server = await serve({
      "/api/contact": leadEndpoint("contact", deps()),
      "/api/landing-contact": leadEndpoint("landing", deps()),
    });
  });
  afterEach(async () => {
    await server.close();
    await t.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const leads = () => t.handle.db.selectFrom("leads").selectAll().execute();

  it("answers 201 with the id once the lead and its deliveries are stored", async () => {
    const response = await post("/api/landing-contact", landing);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body).toEqual({ ok: true, id: expect.any(String) });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [lead] = await leads();
    expect(lead).toMatchObject({
      id: body.id,
      form: "landing",
      name: "Sam Ortiz",
      business_type: "Dental Practice",
      utm_source: "facebook",
      utm_campaign: "spring",
      fbclid: "fb.1",
      referrer: "https://facebook.com/",
      device: "Mozilla/5.0 (iPhone)",
    });
    expect(lead?.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(lead)).not.toContain("127.0.0.1");
    const deliveries = await t.handle.db.selectFrom("deliveries").selectAll().execute();
    // The agency's email, and the visitor's own, with the address it goes to.
    expect(deliveries.map((d) => [d.lead_id, d.channel, d.recipient]).sort()).toEqual([
      [body.id, "email", null],
      [body.id, "visitor", "sam@ortizchiro.example"],
    ]);
  });

  it("takes the calculator's numbers with a lead, and no words for its estimate", async () => {
    const numbers = {
      callsPerDay: 12,
      openDays: 21,
      missedPercent: 40,
      bookPercent: 50,
      patientValue: 1000,
    };
    const stored = await post("/api/contact", { ...contact, estimate: numbers });
    expect(stored.status).toBe(201);
    // As a browser's form sends it: JSON text in the one field.
    const asText = await post("/api/landing-contact", {
      ...landing,
      estimate: JSON.stringify(numbers),
    });
    expect(asText.status).toBe(201);
    // Rows of text, as pages sent them before, are dropped: the lead is kept without them.
    const rows = await post("/api/contact", {
      ...contact,
      email: "rows@brightsmile.example",
      estimate: [["Claim your $500 gift card", "http://evil.example/claim"]],
    });
    expect(rows.status).toBe(201);
    const byEmail = Object.fromEntries((await leads()).map((l) => [l.email, l.calculator_inputs]));
    expect(byEmail).toEqual({
      [contact.email]: JSON.stringify(numbers),
      [landing.email]: JSON.stringify(numbers),
      "rows@brightsmile.example": null,
    });
    for (const [estimate, field, message] of [
      [
        { ...numbers, callsPerDay: 12.5 },
        "estimate.callsPerDay",
        "callsPerDay must be a whole number from 1 to 500",
      ],
      [
        { ...numbers, patientValue: 1025 },
        "estimate.patientValue",
        "patientValue must be a multiple of 50 from 50 to 50000",
      ],
      [
        { ...numbers, openDays: "21 days" },
        "estimate.openDays",
        "openDays must be a whole number from 1 to 31",
      ],
      [
        { ...numbers, note: "Claim your gift card" },
        "estimate",
        "estimate must be the calculator's numbers",
      ],
      ["Claim your $500 gift card", "estimate", "estimate must be the calculator's numbers"],
    ] as const) {
      const refused = await post("/api/contact", { ...contact, estimate });
      expect([field, refused.status]).toEqual([field, 422]);
      const { fields } = (await refused.json()) as { fields: Record<string, string[]> };
      expect(fields[field]?.join(" ")).toContain(message);
    }
    expect(await leads()).toHaveLength(3);
  });

  it("gives a lead magnet sent as the API documents it the download its subject names", async () => {
    // The call docs/product.md's "What the site sends" describes: no form, no document, the
    // download's title in the subject.
    const magnet = {
      name: "Website Visitor",
      email: "reader@practice.example",
      subject: "Lead magnet: AI Receptionist Playbook",
      message: "Scripts, hand-off rules and a 30-day rollout for the front desk.",
    };
    expect((await post("/api/contact", magnet)).status).toBe(201);
    const others = [
      {
        ...magnet,
        email: "lower@practice.example",
        subject: "lead magnet: ai receptionist playbook",
      },
      { ...magnet, email: "study@practice.example", subject: "Lead magnet: Harbor Smile Dental" },
      {
        ...magnet,
        email: "other@practice.example",
        subject: "Lead magnet: A Guide We Never Wrote",
      },
      {
        ...magnet,
        email: "named@practice.example",
        form: "lead-magnet",
        document: "harbor-smile-dental",
      },
    ];
    for (const body of others) expect((await post("/api/contact", body)).status).toBe(201);
    const stored = Object.fromEntries(
      (await leads()).map((lead) => [lead.email, [lead.form, lead.document]]),
    );
    expect(stored).toEqual({
      "reader@practice.example": ["lead-magnet", "ai-receptionist-playbook"],
      "lower@practice.example": ["lead-magnet", "ai-receptionist-playbook"],
      // A case study is no download; a title the build does not have names nothing.
      "study@practice.example": ["contact", null],
      "other@practice.example": ["contact", null],
      // A document given is the one asked for.
      "named@practice.example": ["lead-magnet", "harbor-smile-dental"],
    });
  });

  it("keeps a lead whose page or referrer is not a web address, without them", async () => {
    const response = await post("/api/landing-contact", {
      ...landing,
      referrer: "javascript:alert(document.cookie)",
      page_url: "data:text/html,<script>alert(1)</script>",
    });
    expect(response.status).toBe(201);
    const [lead] = await leads();
    expect(lead).toMatchObject({ referrer: null, page_url: null, utm_campaign: "spring" });
    const kept = await post("/api/landing-contact", {
      ...landing,
      email: "kept@ortizchiro.example",
      referrer: "http://www.google.com/",
    });
    expect(kept.status).toBe(201);
    expect((await leads()).find((l) => l.email === "kept@ortizchiro.example")).toMatchObject({
      referrer: "http://www.google.com/",
      page_url: landing.page_url,
    });
  });

  it("stores its own subject and message for a landing lead, whatever the browser sent", async () => {
    const response = await post("/api/landing-contact", {
      ...landing,
      subject: "Call me back",
      message: "Written in the browser",
    });
    expect(response.status).toBe(201);
    // Another form sent to the landing endpoint keeps the subject and message it gave.
    const other = await post("/api/landing-contact", {
      ...landing,
      email: "sam+home@ortizchiro.example",
      form: "home",
      subject: "Call me back",
      message: "Written in the browser",
    });
    expect(other.status).toBe(201);
    const stored = await t.handle.db
      .selectFrom("leads")
      .select(["form", "subject", "message"])
      .orderBy("form")
      .execute();
    expect(stored).toEqual([
      { form: "home", subject: "Call me back", message: "Written in the browser" },
      {
        form: "landing",
        subject: "AI Receptionist Inquiry - Dental Practice",
        message: "Name: Sam Ortiz\nBusiness type: Dental Practice\nNotes: Two chairs",
      },
    ]);
  });

  it("accepts exactly the product's contact payload from an API client", async () => {
    const response = await post("/api/contact", contact);
    expect(response.status).toBe(201);
    expect(await leads()).toHaveLength(1);
  });

  it("rejects malformed JSON (400), other content types (415) and bodies over 32 KB (413)", async () => {
    const malformed = await post("/api/contact", "{nope");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      ok: false,
      error: "The request body is not valid JSON.",
    });
    expect((await post("/api/contact", "[1,2]")).status).toBe(400);
    const text = await post("/api/contact", "name=Dana", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect((await text.json()).error).toMatch(/application\/json/);
    const huge = await post("/api/contact", { ...contact, message: "x".repeat(33 * 1024) });
    expect(huge.status).toBe(413);
    expect(await leads()).toEqual([]);
  });

  it("reads UTF-8 bodies, refuses other charsets (415) and invalid UTF-8 (400)", async () => {
    const named = (name: string) => JSON.stringify({ ...contact, name });
    const send = (body: Uint8Array, type: string) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": type },
        body: Uint8Array.from(body),
      });
    for (const type of [
      "application/json; charset=utf-8",
      "application/json;charset=UTF-8",
      'Application/JSON; Charset="utf-8"',
      "application/json",
    ]) {
      const response = await send(Buffer.from(named("Zoë Müller"), "utf8"), type);
      expect([type, response.status]).toEqual([type, 201]);
    }
    const latin1 = await send(
      Buffer.from(named("Zoë Müller"), "latin1"),
      "application/json; charset=iso-8859-1",
    );
    expect(latin1.status).toBe(415);
    expect(latin1.headers.get("cache-control")).toBe("no-store");
    expect(await latin1.json()).toEqual({
      ok: false,
      error: "Send the lead as UTF-8 JSON; charset=iso-8859-1 is not supported.",
    });
    const invalid = await send(
      Buffer.from(named("Zoë Müller"), "latin1"),
      "application/json; charset=utf-8",
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      ok: false,
      error: "The request body is not valid UTF-8.",
    });
    expect((await leads()).map((lead) => lead.name)).toEqual(Array(4).fill("Zoë Müller"));
  });

  it("answers 422 with every field's message and stores nothing", async () => {
    const response = await post("/api/landing-contact", {
      fullName: "S",
      email: "not-an-email",
      businessType: "Spaceport",
      notes: "n".repeat(501),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      ok: boolean;
      error: string;
      fields: Record<string, string[]>;
    };
    expect(body.ok).toBe(false);
    expect(body.fields).toEqual({
      fullName: ["Full name must be at least 2 characters"],
      email: ["Email must be a valid email address"],
      phone: ["Phone is required"],
      businessType: [
        expect.stringContaining("Business type must be one of: Dental Practice, Medical Spa"),
      ],
      notes: ["Notes must be at most 500 characters"],
    });
    const missing = await post("/api/contact", {});
    expect(Object.keys(((await missing.json()) as { fields: object }).fields).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
    expect(await leads()).toEqual([]);
  });

  it("refuses control characters with a 422 naming the field, the same on every database", async () => {
    const contactFields = ["name", "phone", "practice", "subject", "message"] as const;
    const landingFields = ["fullName", "phone", "notes", "source", "subject", "message"] as const;
    const attribution = ["utm_source", "gclid", "device"] as const;
    const cases: [string, Record<string, string>, string][] = [
      ...[...contactFields, ...attribution].map(
        (field) => ["/api/contact", contact, field] as [string, Record<string, string>, string],
      ),
      ...landingFields.map(
        (field) =>
          ["/api/landing-contact", landing, field] as [string, Record<string, string>, string],
      ),
    ];
    for (const [path, body, field] of cases) {
      // A lone CR is a line break, kept as LF, in a message or notes.
      const multiLine = field === "message" || field === "notes";
      for (const bad of ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\ud800"].concat(
        multiLine ? [] : ["\r"],
      )) {
        const value = field === "phone" ? `512${bad}555 0101` : `Dana${bad}Whitfield`;
        const response = await post(path, { ...body, [field]: value });
        expect([path, field, JSON.stringify(bad), response.status]).toEqual([
          path,
          field,
          JSON.stringify(bad),
          422,
        ]);
        const { fields } = (await response.json()) as { fields: Record<string, string[]> };
        expect(Object.keys(fields)).toEqual([field]);
      }
    }
    // Nor what would pass for a space or a word in one line: format characters (zero-width,
    // bidi, soft hyphen, byte-order mark) and the letters that draw as blank.
    const invisible = ["\u200b", "\u202e", "\u2066", "\u00ad", "\ufeff", "\u2800", "\u3164"]
      .concat(["\u115f", "\u1160", "\uffa0", " \u200d", "\u200c "])
      .map((bad) => `URGENT${bad}Your${bad}account${bad}is${bad}locked`);
    for (const [path, body, field] of [
      ["/api/contact", contact, "name"],
      ["/api/contact", contact, "subject"],
      ["/api/landing-contact", landing, "fullName"],
      ["/api/landing-contact", landing, "utm_campaign"],
    ] as const) {
      for (const value of invisible) {
        const response = await post(path, { ...body, [field]: value });
        expect([field, value, response.status]).toEqual([field, value, 422]);
        expect(((await response.json()) as { fields: Record<string, string[]> }).fields).toEqual({
          [field]: [expect.stringContaining("without control, formatting or invisible characters")],
        });
      }
    }
    // Names, subjects, phones and attribution are one line; a message or notes may hold several.
    for (const [path, body, field] of [
      ["/api/contact", contact, "name"],
      ["/api/contact", contact, "subject"],
      ["/api/contact", contact, "utm_campaign"],
      ["/api/landing-contact", landing, "fullName"],
      ["/api/landing-contact", landing, "phone"],
    ] as const) {
      for (const separator of ["\n", "\u2028", "\u2029"]) {
        const value = field === "phone" ? `512${separator}5550101` : `Dana${separator}Bcc: x`;
        const response = await post(path, { ...body, [field]: value });
        expect([field, response.status]).toEqual([field, 422]);
        expect(Object.keys(((await response.json()) as { fields: object }).fields)).toEqual([
          field,
        ]);
      }
    }
    expect(await leads()).toEqual([]);

    const multiline = await post("/api/contact", {
      ...contact,
      message: "First line\r\n\tSecond line\nThird",
    });
    expect(multiline.status).toBe(201);
    const notes = await post("/api/landing-contact", { ...landing, notes: "Two chairs\nOne room" });
    expect(notes.status).toBe(201);
    const stored = await t.handle.db
      .selectFrom("leads")
      .select(["message", "notes"])
      .orderBy("form")
      .execute();
    expect(stored).toEqual([
      { message: "First line\n\tSecond line\nThird", notes: null },
      {
        message: "Name: Sam Ortiz\nBusiness type: Dental Practice\nNotes: Two chairs\nOne room",
        notes: "Two chairs\nOne room",
      },
    ]);
  });

  it("keeps the joiners writing needs, between letters or pictographs", async () => {
    const names = [
      "Mohammad\u200cReza",
      "\u0645\u062d\u0645\u062f\u200c\u0631\u0636\u0627",
      "Dana \u{1f469}\u200d\u2695\ufe0f",
    ];
    for (const [i, name] of names.entries()) {
      const response = await post("/api/contact", { ...contact, name, email: `j${i}@x.example` });
      expect([name, response.status]).toEqual([name, 201]);
    }
    expect((await leads()).map((lead) => lead.name).sort()).toEqual([...names].sort());
  });

  it("refuses phones with line breaks or non-breaking spaces, and counts characters as people do", async () => {
    for (const phone of [
      "512\r555 0101",
      "512\n555 0101",
      "512\u2028555 0101",
      "512\u00a0555 0101",
      "512\u2007555\u202f0101",
      "512\t555 0101",
    ]) {
      const response = await post("/api/landing-contact", { ...landing, phone });
      expect([JSON.stringify(phone), response.status]).toEqual([JSON.stringify(phone), 422]);
    }
    // A health worker emoji is five UTF-16 units; an accent written as a combining mark is two.
    const worker = "\u{1F469}\u200D\u2695\uFE0F";
    const accented = "e\u0301";
    for (const [name, status] of [
      [worker.repeat(100), 201],
      [accented.repeat(100), 201],
      [worker.repeat(101), 422],
    ] as const) {
      const response = await post("/api/contact", { ...contact, name });
      expect([name.length, response.status]).toEqual([name.length, status]);
    }
    expect((await post("/api/landing-contact", { ...landing, fullName: accented })).status).toBe(
      422,
    );
    expect((await leads()).map((lead) => lead.name)).toEqual([
      worker.repeat(100),
      accented.repeat(100),
    ]);
  });

  it("trims strings and never echoes submitted input in errors", async () => {
    const response = await post("/api/contact", {
      ...contact,
      name: "  Dana  ",
      email: "<script>@x",
    });
    const text = await response.text();
    expect(response.status).toBe(422);
    expect(text).not.toContain("<script>");
    await post("/api/contact", { ...contact, name: "  Dana  " });
    expect((await leads())[0]?.name).toBe("Dana");
  });

  it("stores one lead for a repeated idempotency key and answers the same id", async () => {
    const first = await post("/api/contact", contact, { "idempotency-key": "render-7f3a9c2e" });
    const second = await post("/api/contact", contact, { "idempotency-key": "render-7f3a9c2e" });
    const third = await post("/api/contact", { ...contact, idempotency_key: "render-7f3a9c2e" });
    const ids = await Promise.all(
      [first, second, third].map(async (r) => ((await r.json()) as { id: string }).id),
    );
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await leads()).toHaveLength(1);
    expect((await post("/api/contact", contact, { "idempotency-key": "bad key!" })).status).toBe(
      422,
    );
  });

  it("answers a replayed suspected submission with one id per key, as it does a lead", async () => {
    const idOf = async (response: Response) => {
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const honeypot = { ...contact, company_website: "https://spam.example" };
    const trapped = [1, 2, 3].map(() =>
      post("/api/contact", honeypot, { "idempotency-key": "bot-honeypot-1" }),
    );
    const honeypotIds = await Promise.all((await Promise.all(trapped)).map(idOf));
    expect(new Set(honeypotIds).size).toBe(1);
    // Too fast, then replayed later: the fill time differs, the submission is the same.
    const tooFast = await idOf(
      await post(
        "/api/contact",
        { ...contact, company_website: "", form_elapsed_ms: 400 },
        { "idempotency-key": "bot-too-fast-1" },
      ),
    );
    const replayed = await idOf(
      await post(
        "/api/contact",
        { ...contact, company_website: "", form_elapsed_ms: 900 },
        { "idempotency-key": "bot-too-fast-1" },
      ),
    );
    expect(replayed).toBe(tooFast);
    expect(tooFast).not.toBe(honeypotIds[0]);
    expect((await leads()).map((lead) => [lead.id, lead.suspected]).sort()).toEqual(
      [
        [honeypotIds[0], "honeypot"],
        [tooFast, "fill-time"],
      ].sort(),
    );
    expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toEqual([]);

    // A stored lead answers its id the same way, honeypot or not.
    const human = { ...contact, company_website: "", form_elapsed_ms: 9000 };
    const stored = await idOf(await post("/api/contact", human, { "idempotency-key": "person-1" }));
    const again = await idOf(
      await post(
        "/api/contact",
        { ...human, company_website: "https://spam.example" },
        { "idempotency-key": "person-1" },
      ),
    );
    expect(again).toBe(stored);
    expect((await leads()).filter((lead) => !lead.suspected).map((lead) => lead.id)).toEqual([
      stored,
    ]);
  });

  it("refuses a key reused for a different submission or on the other endpoint (422)", async () => {
    const reused =
      "This Idempotency-Key was already used for a different submission; make a new key for a new lead.";
    const key = { "idempotency-key": "render-0b1c2d3e" };
    const first = await post("/api/contact", contact, key);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };

    const other = await post("/api/contact", { ...contact, name: "Someone Else" }, key);
    expect(other.status).toBe(422);
    expect(other.headers.get("cache-control")).toBe("no-store");
    expect(await other.json()).toEqual({
      ok: false,
      error: reused,
      fields: { idempotency_key: [reused] },
    });
    const elsewhere = await post("/api/landing-contact", landing, key);
    expect(elsewhere.status).toBe(422);
    expect((await elsewhere.json()).error).toBe(reused);
    // The same submission is still a repeat, whether the key comes as a header or a field.
    const repeat = await post("/api/contact", {
      ...contact,
      idempotency_key: key["idempotency-key"],
    });
    expect(await repeat.json()).toEqual({ ok: true, id });

    // A suspected submission keeps its key too.
    const bot = { "idempotency-key": "bot-render-9f8e7d" };
    expect((await post("/api/contact", { ...contact, company_website: "x" }, bot)).status).toBe(
      201,
    );
    expect((await post("/api/contact", { ...contact, message: "Another lead" }, bot)).status).toBe(
      422,
    );

    // Twenty different leads racing under one new key: one is stored, the others refused.
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          "/api/contact",
          { ...contact, message: `Lead number ${i}` },
          {
            "idempotency-key": "render-race-5a6b7c",
          },
        ),
      ),
    );
    const statuses = racing.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(422)]);
    expect(await leads()).toHaveLength(3);
  });

  it("gives suspected submissions a normal-looking 201 and keeps them apart, undelivered", async () => {
    const honeypot = await post("/api/contact", {
      ...contact,
      company_website: "https://spam.example",
    });
    expect(honeypot.status).toBe(201);
    expect(await honeypot.json()).toEqual({ ok: true, id: expect.any(String) });
    const tooFast = await post("/api/contact", {
      ...contact,
      company_website: "",
      form_elapsed_ms: 400,
    });
    expect(tooFast.status).toBe(201);
    const human = await post("/api/contact", {
      ...contact,
      company_website: "",
      form_elapsed_ms: 9000,
    });
    expect(human.status).toBe(201);
    // No fill time (no script, or an API client): judged on the honeypot alone.
    expect((await post("/api/contact", { ...contact, company_website: "" })).status).toBe(201);
    expect((await leads()).map((lead) => lead.suspected).sort()).toEqual([
      "fill-time",
      "honeypot",
      null,
      null,
    ]);
    const deliveries = await t.handle.db.selectFrom("deliveries").select("lead_id").execute();
    const delivered = new Set(deliveries.map((d) => d.lead_id));
    expect(
      (await leads()).filter((lead) => delivered.has(lead.id)).map((l) => l.suspected),
    ).toEqual([null, null]);
    // A trap tripped with answers to fix gets what anyone gets: what to fix.
    const invalid = await post("/api/contact", { ...contact, email: "x", company_website: "y" });
    expect(invalid.status).toBe(422);
    expect(await leads()).toHaveLength(4);
  });

  it("rate-limits each address per minute with Retry-After", async () => {
    env = { ...env, LEAD_RATE_LIMIT: 2 };
    expect((await post("/api/contact", contact)).status).toBe(201);
    expect((await post("/api/contact", { nope: true })).status).toBe(422);
    const limited = await post("/api/contact", contact);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many submissions/);
    const other = await post("/api/contact", contact, { "x-forwarded-for": "203.0.113.9" });
    expect(other.status).toBe(201);
    // A forged first entry does not change the address the nearest proxy added.
    const forged = await post("/api/contact", contact, {
      "x-forwarded-for": "198.51.100.7, 203.0.113.9",
    });
    expect(forged.status).toBe(201);
    const forgedAgain = await post("/api/contact", contact, {
      "x-forwarded-for": "192.0.2.1, 203.0.113.9",
    });
    expect(forgedAgain.status).toBe(429);
    expect(await leads()).toHaveLength(3);
  });

  it("refuses a client over its limit before reading its body or writing a thing", async () => {
    env = { ...env, LEAD_RATE_LIMIT: 2 };
    const hits = async () =>
      (await t.handle.db.selectFrom("rate_limits").select("hits").execute()).map((r) => r.hits);
    expect((await post("/api/contact", contact)).status).toBe(201);
    expect((await post("/api/landing-contact", landing)).status).toBe(201);
    expect(await hits()).toEqual([2]);
    // A flood past the limit: each answered 429 at once, even a body that is not JSON at all.
    for (let i = 0; i < 5; i++) {
      const flood = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{ not json",
      });
      expect(flood.status).toBe(429);
      expect(Number(flood.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await hits()).toEqual([2]);
    expect(await leads()).toHaveLength(2);
  });

  it("counts an IPv6 client by its /64, so rotating its address earns nothing", async () => {
    env = { ...env, LEAD_RATE_LIMIT: 2 };
    const from = (address: string) => post("/api/contact", contact, { "x-forwarded-for": address });
    expect((await from("2001:db8:1:2::1")).status).toBe(201);
    expect((await from("2001:db8:1:2:8a3f:21c:9e10:4b7")).status).toBe(201);
    expect((await from("2001:db8:1:2::ffff")).status).toBe(429);
    // Another network is another client.
    expect((await from("2001:db8:1:3::1")).status).toBe(201);
  });

  it("takes no address from X-Real-IP or another header a client sets", async () => {
    env = { ...env, LEAD_RATE_LIMIT: 1 };
    const forged = (address: string) =>
      post("/api/contact", contact, { "x-real-ip": address, "x-client-ip": address });
    expect((await forged("198.51.100.1")).status).toBe(201);
    expect((await forged("198.51.100.2")).status).toBe(429);
  });

  it("behind the production front door with no proxy, forged addresses earn nothing", async () => {
    env = { ...env, LEAD_RATE_LIMIT: 5 };
    const direct = await serve(
      { "/api/contact": leadEndpoint("contact", deps()) },
      { proxyHops: 0 },
    );
    try {
      const statuses = [];
      for (let i = 1; i <= 10; i++) {
        const response = await fetch(`${direct.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
          body: JSON.stringify(contact),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
      // One address, one rate-limit row.
      expect(await t.handle.db.selectFrom("rate_limits").selectAll().execute()).toHaveLength(1);
    } finally {
      await direct.close();
    }
  });

  it("answers 503 when storage is unavailable, and writes nothing half-way", async () => {
    databaseUp = false;
    const down = await post("/api/contact", contact);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("30");
    expect((await down.json()).error).toMatch(/cannot be saved right now/);
    databaseUp = true;
    await t.handle.db.schema.alterTable("deliveries").renameTo("deliveries_gone").execute();
    expect((await post("/api/contact", contact)).status).toBe(503);
    expect(await leads()).toEqual([]);
  });

  it("allows the site's origin across origins, with a correct preflight, and refuses others", async () => {
    const preflight = await fetch(`${server.url}/api/contact`, {
      method: "OPTIONS",
      headers: {
        origin: SITE,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("content-type");
    const allowed = await post("/api/contact", contact, { origin: SITE });
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(SITE);

    const evil = "https://evil.example";
    const refusedPreflight = await fetch(`${server.url}/api/contact`, {
      method: "OPTIONS",
      headers: { origin: evil },
    });
    expect(refusedPreflight.status).toBe(403);
    expect(refusedPreflight.headers.get("access-control-allow-origin")).toBeNull();
    const refused = await post("/api/contact", contact, { origin: evil });
    expect(refused.status).toBe(403);
    expect(await leads()).toHaveLength(1);

    const sameOrigin = await post("/api/contact", contact, { origin: server.url });
    expect(sameOrigin.status).toBe(201);
  });

  it("marks every answer no-store, the preflight's and other methods' 405 included", async () => {
    const preflight = await fetch(`${server.url}/api/contact`, {
      method: "OPTIONS",
      headers: { origin: SITE, "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("cache-control")).toBe("no-store");
    const plain = await fetch(`${server.url}/api/landing-contact`, { method: "OPTIONS" });
    expect(plain.status).toBe(204);
    expect(plain.headers.get("cache-control")).toBe("no-store");
    expect(plain.headers.get("allow")).toBe("OPTIONS, POST");

    for (const path of ["/api/contact", "/api/landing-contact"]) {
      for (const method of ["GET", "HEAD", "PUT", "DELETE", "PATCH"]) {
        const response = await fetch(`${server.url}${path}`, { method });
        expect([path, method, response.status]).toEqual([path, method, 405]);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("allow")).toBe("OPTIONS, POST");
        if (method !== "HEAD") {
          expect(await response.json()).toEqual({
            ok: false,
            error: "This address accepts leads with POST only.",
          });
        }
      }
    }
    expect(await leads()).toEqual([]);
  });

  it("logs a body cut short by the client as an aborted request, not a server error", async () => {
    const log = captureLog();
    const { lines } = log;
    try {
      const body = JSON.stringify(contact);
      for (const framing of [
        { "content-length": String(body.length) },
        { "transfer-encoding": "chunked" },
      ]) {
        const before = lines.length;
        // A real client sends half the body, then goes away.
        const client = httpRequest(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", ...framing },
        });
        client.on("error", () => {});
        client.write(body.slice(0, body.length / 2), () => client.destroy());
        await vi.waitFor(() => expect(lines.length).toBeGreaterThan(before), {
          timeout: 10_000,
        });
        expect(lines.slice(before)).toEqual([
          expect.objectContaining({
            level: "info",
            component: "lead",
            endpoint: "contact",
            msg: "the client aborted the request before its body arrived",
          }),
        ]);
      }
    } finally {
      log.restore();
    }
    expect(await leads()).toEqual([]);
  });

  it("never writes a visitor's name, email, phone or notes to the server log", async () => {
    const captured = captureLog();
    try {
      await post("/api/landing-contact", landing);
      await post("/api/landing-contact", { ...landing, email: "broken" });
      await post("/api/landing-contact", { ...landing, company_website: "x" });
      databaseUp = false;
      await post("/api/landing-contact", landing);
    } finally {
      captured.restore();
    }
    // A stored lead, a suspected one and the database going away were each logged.
    expect(captured.lines.map(({ msg }) => msg)).toEqual(
      expect.arrayContaining([
        "stored a lead",
        "stored a suspected submission apart",
        "lead storage unavailable",
      ]),
    );
    const log = captured.text();
    for (const secret of [
      "Sam Ortiz",
      "sam@ortizchiro.example",
      "555-0101",
      "Two chairs",
      "broken",
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  describe("a form the browser sends itself", () => {
    const sendForm = (
      path: string,
      fields: Record<string, string>,
      headers: Record<string, string> = {},
    ) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    const home = {
      company_website: "",
      form: "home",
      return_to: "/#growth-plan",
      subject: "Personalized growth plan request",
      message: "Asked for a growth plan on the home page.",
      name: "Dana Whitfield",
      email: "dana+plan@brightsmile.example",
      practice: "Bright Smile Dental",
      phone: "",
    };
    const landingForm = {
      company_website: "",
      form: "landing",
      return_to: "/landing#form",
      source: "landing_page",
      fullName: "Sam Ortiz",
      email: "sam@ortizchiro.example",
      phone: "(512) 555-0101",
      businessType: "Dental Practice",
      notes: "Two chairs",
    };
    /** A form on the API's own site (its pages and API on one origin, the default). */
    const fromPage = (path: string) => ({
      referer: `${server.url}${path}`,
      "user-agent": "Mozilla/5.0 (iPhone)",
      origin: server.url,
    });

    it("stores the home form and sends the visitor on to the scheduler, prefilled", async () => {
      const response = await sendForm("/api/contact", home, {
        ...fromPage("/?utm_source=google&utm_campaign=implants&gclid=G-1"),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const next = new URL(response.headers.get("location") ?? "");
      expect(`${next.origin}${next.pathname}`).toBe(SCHEDULER);
      expect(Object.fromEntries(next.searchParams)).toEqual({
        name: "Dana Whitfield",
        email: "dana+plan@brightsmile.example",
        a1: "Bright Smile Dental",
        utm_source: "google",
        utm_campaign: "implants",
        salesforce_uuid: (await leads())[0]!.id,
      });
      const [lead] = await leads();
      expect(lead).toMatchObject({
        form: "home",
        name: "Dana Whitfield",
        practice: "Bright Smile Dental",
        phone: null,
        subject: "Personalized growth plan request",
        // Where it came from, read from the request since no script sent it.
        page_url: `${server.url}/?utm_source=google&utm_campaign=implants&gclid=G-1`,
        utm_source: "google",
        utm_campaign: "implants",
        gclid: "G-1",
        referrer: null,
        device: "Mozilla/5.0 (iPhone)",
        suspected: null,
      });
      expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toHaveLength(2);
    });

    it("keeps the attribution a script added, and writes the landing lead's subject and message", async () => {
      const response = await sendForm(
        "/api/landing-contact",
        {
          ...landingForm,
          utm_source: "facebook",
          fbclid: "fb.1",
          referrer: "https://facebook.com/",
          page_url: `${SITE}/landing?utm_source=facebook&fbclid=fb.1`,
          device: "Mozilla/5.0 (Android)",
          form_elapsed_ms: "9000",
        },
        fromPage("/landing"),
      );
      expect(response.status).toBe(303);
      const next = new URL(response.headers.get("location") ?? "");
      expect(Object.fromEntries(next.searchParams)).toEqual({
        name: "Sam Ortiz",
        email: "sam@ortizchiro.example",
        a1: "Dental Practice",
        a2: "(512) 555-0101",
        utm_source: "facebook",
        // The lead's id, which the scheduler hands back with the booking (docs/bookings.md).
        salesforce_uuid: (await leads())[0]!.id,
      });
      expect((await leads())[0]).toMatchObject({
        form: "landing",
        source: "landing_page",
        subject: "AI Receptionist Inquiry - Dental Practice",
        message: "Name: Sam Ortiz\nBusiness type: Dental Practice\nNotes: Two chairs",
        referrer: "https://facebook.com/",
        page_url: `${SITE}/landing?utm_source=facebook&fbclid=fb.1`,
        fbclid: "fb.1",
        device: "Mozilla/5.0 (Android)",
      });
    });

    it("sends the contact form to the thank-you page, and email requests back to their confirmation", async () => {
      const contactForm = {
        company_website: "",
        form: "contact",
        return_to: "/contact#contact-form-heading",
        name: "Dana Whitfield",
        email: "dana@brightsmile.example",
        phone: "(512) 555-0199",
        subject: "After-hours calls",
        message: "We miss calls at lunch.\r\nCan you help?",
      };
      const contactAnswer = await sendForm("/api/contact", contactForm, fromPage("/contact"));
      expect(contactAnswer.status).toBe(303);
      expect(contactAnswer.headers.get("location")).toBe("/thank-you");
      const request = {
        company_website: "",
        form: "case-study",
        return_to: "/services/ai-receptionist#case-study",
        name: "Website Visitor",
        subject: "Case study download",
        message: "Please send the case study.",
        email: "reader@practice.example",
      };
      const caseStudy = await sendForm(
        "/api/contact",
        request,
        fromPage("/services/ai-receptionist"),
      );
      expect(caseStudy.headers.get("location")).toBe("/services/ai-receptionist#case-study-sent");
      const magnet = await sendForm(
        "/api/contact",
        {
          ...request,
          form: "lead-magnet",
          return_to: "/blog#ai-receptionist-playbook",
          subject: "Lead magnet: AI Receptionist Playbook",
        },
        fromPage("/blog"),
      );
      expect(magnet.headers.get("location")).toBe("/blog#ai-receptionist-playbook-sent");
      // Never off the site, whatever the form says.
      for (const returnTo of [
        "//evil.example/#x",
        "https://evil.example/#x",
        "/.//evil.example#x",
        "/%2F%2Fevil.example#x",
        "/\\evil.example#x",
        "/no-such-page#x",
        "/blog?next=//evil.example#x",
        "/blog",
        "/a b#x",
      ]) {
        const answer = await sendForm(
          "/api/contact",
          { ...request, return_to: returnTo, email: `r${returnTo.length}@practice.example` },
          fromPage("/blog"),
        );
        expect([returnTo, answer.headers.get("location")]).toEqual([returnTo, "/thank-you"]);
      }
      const stored = await leads();
      expect(stored).toHaveLength(12);
      expect(stored.find((lead) => lead.form === "contact")?.message).toBe(
        "We miss calls at lunch.\nCan you help?",
      );
    });

    it("answers a page on the form's own site when the API is on another origin", async () => {
      const response = await sendForm(
        "/api/contact",
        { ...home, form: "lead-magnet", return_to: "/blog#checklist" },
        { origin: SITE },
      );
      expect(response.headers.get("location")).toBe(`${SITE}/blog#checklist-sent`);
      const refused = await sendForm("/api/contact", home, { origin: "https://evil.example" });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await refused.text()).toContain("This site does not accept leads from that origin.");
      expect(await leads()).toHaveLength(1);
    });

    it("stores a form sent twice with the same answers once, and answers both the same way", async () => {
      const [first, second] = await Promise.all([
        sendForm("/api/contact", home, fromPage("/")),
        sendForm("/api/contact", home, fromPage("/")),
      ]);
      const again = await sendForm(
        "/api/contact",
        { ...home, form_elapsed_ms: "12000" },
        fromPage("/"),
      );
      expect([first.status, second.status, again.status]).toEqual([303, 303, 303]);
      expect(new Set([first, second, again].map((r) => r.headers.get("location"))).size).toBe(1);
      expect(await leads()).toHaveLength(1);
      // Changed answers are a new request.
      await sendForm("/api/contact", { ...home, practice: "Bright Smile Kids" }, fromPage("/"));
      expect(await leads()).toHaveLength(2);
    });

    it("keeps a trapped form apart and sends its sender on as usual", async () => {
      const trapped = await sendForm(
        "/api/contact",
        { ...home, company_website: "https://spam.example" },
        fromPage("/"),
      );
      expect(trapped.status).toBe(303);
      expect(new URL(trapped.headers.get("location") ?? "").origin).toBe("https://calendly.com");
      const fast = await sendForm(
        "/api/contact",
        { ...home, email: "fast@practice.example", form_elapsed_ms: "900" },
        fromPage("/"),
      );
      expect(fast.status).toBe(303);
      expect((await leads()).map((lead) => lead.suspected).sort()).toEqual([
        "fill-time",
        "honeypot",
      ]);
      expect(await t.handle.db.selectFrom("deliveries").selectAll().execute()).toEqual([]);
      expect(trapped.headers.get("location")).not.toContain("company_website");
    });

    it("answers answers to fix with a page (400) naming each, and the way back to the form", async () => {
      const response = await sendForm(
        "/api/contact",
        { ...home, name: "", email: "dana-at-brightsmile" },
        fromPage("/"),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const page = await response.text();
      expect(page).toMatch(/^<!doctype html><html lang="en-US">/);
      expect(page).toContain("Please check your details");
      expect(page).toContain("Name is required");
      expect(page).toContain("Email must be a valid email address");
      expect(page).toContain('href="/#growth-plan"');
      expect(page).toContain(site.phone);
      // Never the visitor's input.
      expect(page).not.toContain("dana-at-brightsmile");
      // The way back is a page of the site's, with or without its place, or else the home page.
      for (const [returnTo, back] of [
        ["/contact", 'href="/contact"'],
        ["/.//evil.example#x", 'href="https://www.voltcare.example/"'],
      ] as const) {
        const refused = await sendForm(
          "/api/contact",
          { ...home, name: "", return_to: returnTo },
          fromPage("/"),
        );
        expect([returnTo, await refused.text()]).toEqual([returnTo, expect.stringContaining(back)]);
      }
      expect(await leads()).toEqual([]);
    });

    it("answers a body it cannot read with a page too: its type, its size, its encoding", async () => {
      const multipart = new FormData();
      multipart.set("email", "dana@brightsmile.example");
      const asMultipart = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        body: multipart,
      });
      expect(asMultipart.status).toBe(415);
      expect(await asMultipart.text()).toContain("application/x-www-form-urlencoded");
      const huge = await sendForm("/api/contact", { ...home, message: "x".repeat(33 * 1024) });
      expect(huge.status).toBe(413);
      expect(huge.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const latin1 = await sendForm("/api/contact", home, {
        "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1",
      });
      expect(latin1.status).toBe(415);
      expect(await latin1.text()).toContain("charset=iso-8859-1 is not supported");
      expect(await leads()).toEqual([]);
    });
  });
});
