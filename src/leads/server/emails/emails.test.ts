import { describe, expect, it } from "vitest";
import { serverWords } from "../../../../test/server-words";
import type { Lead } from "@/server/db/schema";
import { leadRows } from "../outbox/lead-summary";
import { renderLeadNotification } from "./lead-notification";
import type { EmailBrand, RenderedEmail } from "@/server/email/brand";
import type { VisitorEmail } from "./types";
import { greetingName, renderVisitorEmail } from "./visitor-email";
import { withOrigin } from "@/lib/lead-origin";

const words = serverWords.emails;

const brand: EmailBrand = {
  name: "Voltcare AI",
  url: "https://www.voltcare.example",
  address: "600 Congress Ave, Suite 1400, Austin, TX 78701",
  phone: "(512) 555-0148",
  email: "hello@voltcare.example",
};

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

function expectInBoth(email: RenderedEmail, text: string) {
  expect(email.html).toContain(html(text));
  expect(email.text).toContain(text);
}

const playbook: VisitorEmail = {
  kind: "document",
  form: "lead-magnet",
  document: {
    title: "AI Receptionist Playbook",
    eyebrow: "Playbook",
    pdfUrl: "https://www.voltcare.example/downloads/ai-receptionist-playbook.pdf",
    pageUrl: "https://www.voltcare.example/downloads/ai-receptionist-playbook",
  },
  attached: true,
};

const caseStudy: VisitorEmail = {
  kind: "document",
  form: "case-study",
  document: {
    title: "Alder Skin Clinic: +54% more skin-check bookings",
    eyebrow: "Case study",
    pdfUrl: "https://www.voltcare.example/case-studies/alder-skin-clinic.pdf",
    pageUrl: "https://www.voltcare.example/case-studies/alder-skin-clinic",
  },
  attached: false,
};

const bookingUrl = "https://calendly.example/voltcare?email=dana%40x.example";

/** The agency's clock (INBOX_TIME_ZONE) the new lead's email is in. */
const agency = { brand, timeZone: "America/Chicago" };

const estimate = [
  ["New-patient calls a day", "12"],
  ["New patients lost a month", "About 25"],
  ["Revenue lost a year", "$362,880"],
] as const;

function request(
  form: "home" | "contact" | "landing",
  greeting: string | null = "Dana",
  withEstimate = false,
): VisitorEmail {
  return { kind: "request", form, greeting, bookingUrl, estimate: withEstimate ? estimate : null };
}

const lead: Lead = withOrigin({
  id: "lead-1",
  created_at: "2026-03-10T15:42:07.000Z",
  form: "contact",
  idempotency_key: null,
  name: "Dana Whitfield",
  email: "dana@brightsmile.example",
  phone: "(512) 555-0199",
  practice: "Bright Smile & Co. Dental",
  business_type: null,
  subject: "AI receptionist",
  message: "First line\nSecond line",
  notes: "",
  source: null,
  page_url: "https://www.voltcare.example/contact?utm_source=google&utm_medium=cpc",
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: null,
  utm_content: null,
  utm_term: null,
  gclid: "gclid-123",
  fbclid: null,
  device: "mobile",
  ip_hash: "hash",
  suspected: null,
  document: null,
  estimate: null,
  calculator_inputs: null,
  status: "new",
  status_by: null,
  status_at: null,
  version: 1,
  owner: null,
  owner_by: null,
  owner_at: null,
  discarded_at: null,
  discarded_by: null,
  submitted_at: null,
  first_opened_at: null,
  first_opened_by: null,
});

const every: [string, () => Promise<RenderedEmail>, string][] = [
  [
    "the playbook",
    () => renderVisitorEmail(playbook, brand, words),
    "You are getting this because you asked for the AI Receptionist Playbook on voltcare.example.",
  ],
  [
    "a case study",
    () => renderVisitorEmail(caseStudy, brand, words),
    "You are getting this because you asked for a case study on voltcare.example.",
  ],
  [
    "a home request",
    () => renderVisitorEmail(request("home", "Dana", true), brand, words),
    "You are getting this because you asked for a growth plan on voltcare.example.",
  ],
  [
    "a contact request",
    () => renderVisitorEmail(request("contact"), brand, words),
    "You are getting this because you sent us a message through the contact form on voltcare.example.",
  ],
  [
    "a landing request",
    () => renderVisitorEmail(request("landing"), brand, words),
    "You are getting this because you asked for a free 15-minute call on voltcare.example.",
  ],
  [
    "the lead notification",
    () => renderLeadNotification(lead, agency, words.leadNotification),
    "You are getting this because a new lead came in through the contact form on voltcare.example.",
  ],
];

describe.each(every)("the email for %s", (_name, renderIt, reason) => {
  it("renders an HTML document and plain text", async () => {
    const email = await renderIt();
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(email.html).toContain('<meta name="supported-color-schemes" content="light dark"/>');
    expect(email.html).toContain("@media (prefers-color-scheme: dark)");
    expect(email.text).not.toMatch(/<[a-z]/i);
    expect(email.text.trim()).not.toBe("");
  });

  it("says why it was sent and who sent it, from where", async () => {
    const email = await renderIt();
    expectInBoth(email, reason);
    expectInBoth(email, brand.name);
    expectInBoth(email, brand.address);
    expectInBoth(email, brand.phone);
    expect(email.html).toContain(`href="${brand.url}"`);
  });

  it("never claims compliance or asks about health", async () => {
    const { subject, html, text } = await renderIt();
    for (const part of [subject, html, text]) {
      expect(part).not.toMatch(/HIPAA compliant|certified|health information/i);
    }
  });
});

describe("the document email", () => {
  it("names the guide in the subject and links the PDF and the page", async () => {
    const email = await renderVisitorEmail(playbook, brand, words);
    expect(email.subject).toBe("Your copy of the AI Receptionist Playbook");
    expect(email.text).toContain(`Download the PDF: ${playbook.document.pdfUrl}`);
    expect(email.text).toContain(`Read it online: ${playbook.document.pageUrl}`);
    expect(email.text).toContain(`Book a 15-minute demo: ${brand.url}/book-call`);
    expect(email.html).toContain(`href="${playbook.document.pdfUrl}"`);
    expect(email.html).toContain(`href="${brand.url}/book-call"`);
    expectInBoth(email, "Playbook");
    expectInBoth(email, "The PDF is attached too.");
  });

  it("does not double a title's own article", async () => {
    const email = await renderVisitorEmail(
      { ...playbook, document: { ...playbook.document, title: "The Front Desk Checklist" } },
      brand,
      words,
    );
    expect(email.subject).toBe("Your copy of The Front Desk Checklist");
  });

  it("titles a case study and mentions no attachment it does not carry", async () => {
    const email = await renderVisitorEmail(caseStudy, brand, words);
    expect(email.subject).toBe(
      "The case study you asked for: Alder Skin Clinic: +54% more skin-check bookings",
    );
    expectInBoth(email, "Alder Skin Clinic: +54% more skin-check bookings");
    expect(email.text).not.toContain("attached");
    expect(email.html).not.toContain("attached");
  });
});

describe("the request email", () => {
  it("greets by first name, under a subject of the site's own, and says what happens next", async () => {
    const email = await renderVisitorEmail(request("contact"), brand, words);
    expect(email.subject).toBe("We have your request");
    expectInBoth(email, "Hi Dana,");
    expectInBoth(email, "We have your request");
    expectInBoth(email, "Within one business day");
    expectInBoth(email, "There is nothing to prepare.");
    expect(email.text).toContain(`Book a time now: ${bookingUrl}`);
    expect(email.html).toContain(`href="${html(bookingUrl)}"`);
  });

  it("greets without a name when the name does not read as one", async () => {
    const email = await renderVisitorEmail(request("landing", null), brand, words);
    expect(email.subject).toBe("We have your request");
    expectInBoth(email, "Hello,");
    expect(email.text).not.toContain("Hi ");
  });

  it("shows the estimate's rows in both parts when there is one", async () => {
    const email = await renderVisitorEmail(request("home", "Dana", true), brand, words);
    expectInBoth(email, "Your missed-call estimate");
    for (const [label, value] of estimate) {
      expect(email.text).toContain(`${label}: ${value}`);
      expect(email.html).toContain(html(label));
      expect(email.html).toContain(html(value));
    }
  });

  it("leaves the estimate out when there is none", async () => {
    const email = await renderVisitorEmail(request("home"), brand, words);
    expect(email.text).not.toContain("missed-call estimate");
    expect(email.html).not.toContain("missed-call estimate");
  });

  it("keeps the longest first name whole and lets it wrap", async () => {
    const name = "Q".repeat(30);
    const email = await renderVisitorEmail(request("home", name), brand, words);
    expectInBoth(email, `Hi ${name},`);
    expect(email.html).toContain("overflow-wrap:anywhere");
    expect(email.html).toContain("max-width:600px");
  });
});

describe("greetingName", () => {
  it.each([
    ["张伟", "张伟"],
    ["Zoë Ångström-Núñez", "Zoë"],
    ["  Ana   María  ", "Ana"],
    ["Mary-Jane O’Neil", "Mary-Jane"],
    ["D'Arcy Whitfield Jr.", "D'Arcy"],
    ["Dana J. Whitfield", "Dana"],
    ["Q".repeat(30), "Q".repeat(30)],
  ])("greets %s as %s", (name, first) => {
    expect(greetingName(name)).toBe(first);
  });

  it.each([
    "URGENT\u2800Your\u2800account\u2800is\u2800locked:\u2800verify\u2800at\u2800evil.example/login",
    "URGENT Your account is locked: verify at evil.example/login",
    "Claim your $500 gift card",
    "Winner http://evil.example/claim",
    "<script>alert(1)</script>",
    "Dana2 Whitfield",
    "Dr. Dana Whitfield",
    "Q".repeat(31),
    "Dana\u3164Whitfield",
    "",
  ])("greets %j without a name", (name) => {
    expect(greetingName(name)).toBeNull();
  });
});

describe("the lead notification", () => {
  it("keeps today's subject", async () => {
    const email = await renderLeadNotification(lead, agency, words.leadNotification);
    expect(email.subject).toBe("New lead from Dana Whitfield (Contact form)");
  });

  it("lists every filled-in row, the contact first, and leaves empty ones out", async () => {
    const email = await renderLeadNotification(lead, agency, words.leadNotification);
    const { contact, attribution } = leadRows(lead, words.leadNotification, agency.timeZone);
    const filled = [...contact, ...attribution].filter(([, value]) => value);
    const lines = filled.map(([label, value]) => `${label}: ${value}`);
    const positions = lines.map((line) => email.text.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(email.text.indexOf("Where it came from")).toBeGreaterThan(
      email.text.indexOf("Message: "),
    );
    for (const [label, value] of filled) {
      expect(email.html).toContain(`>${html(label)}</th>`);
      for (const line of String(value).split("\n")) expect(email.html).toContain(html(line));
    }
    for (const [label] of [...contact, ...attribution].filter(([, value]) => !value)) {
      expect(email.text).not.toContain(`${label}:`);
      expect(email.html).not.toContain(`>${html(label)}</th>`);
    }
  });

  it("leaves out a landing lead's fixed source, which only repeats its form in a code", async () => {
    const landing = { ...lead, form: "landing", source: "landing_page" };
    const email = await renderLeadNotification(landing, agency, words.leadNotification);
    expect(email.text).toContain("Form: Landing page");
    expect(email.text).not.toContain("landing_page");
    const other = await renderLeadNotification(
      { ...lead, source: "partner-referral" },
      agency,
      words.leadNotification,
    );
    expect(other.text).toContain("Source: partner-referral");
  });

  it("keeps the message's line breaks", async () => {
    const email = await renderLeadNotification(lead, agency, words.leadNotification);
    expect(email.text).toContain("Message: First line\nSecond line");
    expect(email.html).toContain("First line<br/>Second line");
  });

  it("heads the email with the name and offers a reply", async () => {
    const email = await renderLeadNotification(
      { ...lead, name: "<b>Zoë</b> 张" },
      agency,
      words.leadNotification,
    );
    expectInBoth(email, "New lead: <b>Zoë</b> 张");
    expect(email.html).not.toContain("<b>Zoë");
    expect(email.html).toContain(`href="mailto:${lead.email}"`);
    expect(email.text).toContain(`Reply to <b>Zoë</b> 张: ${lead.email}`);
  });

  it("opens the lead's page in the inbox first, at the site's own address, and offers a reply beside it", async () => {
    const email = await renderLeadNotification(lead, agency, words.leadNotification);
    const page = "https://www.voltcare.example/inbox/leads/lead-1";
    expect(email.text).toContain(
      `Open in the inbox: ${page}\nReply to Dana Whitfield: ${lead.email}`,
    );
    const buttons = [...email.html.matchAll(/<a href="([^"]+)"[^>]*class="(vc-btn[^"]*)"/g)];
    expect(buttons.map(([, href, look]) => [href, look])).toEqual([
      [page, "vc-btn"],
      [`mailto:${lead.email}`, "vc-btn-quiet"],
    ]);
  });

  it("gives the time it came in the agency's zone, named, in both parts", async () => {
    const chicago = await renderLeadNotification(lead, agency, words.leadNotification);
    expectInBoth(chicago, "Mar 10, 2026, 10:42 AM CDT");
    expect(chicago.text).toContain("Received: Mar 10, 2026, 10:42 AM CDT\n");
    const kolkata = await renderLeadNotification(
      lead,
      { brand, timeZone: "Asia/Kolkata" },
      words.leadNotification,
    );
    expectInBoth(kolkata, "Mar 10, 2026, 9:12 PM GMT+5:30");
    for (const email of [chicago, kolkata]) {
      expect(email.text).not.toContain(lead.created_at);
      expect(email.html).not.toContain(lead.created_at);
    }
  });
});
