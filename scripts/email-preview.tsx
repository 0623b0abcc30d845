// Writes every email the site sends, with sample data, to a folder to open in a browser.
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { load } from "js-yaml";
import { join, resolve } from "node:path";
import { loadEnvFiles } from "../src/config/env-files";
import { parseSiteConfig } from "../src/config/schema";
import { emailsSchema } from "../src/leads/copy/emails";
import { lastingPdfPath } from "../src/documents/catalogue";
import { withOrigin } from "../src/lib/lead-origin";
import { estimateLabelsOf, estimateRows } from "../src/lib/missed-calls";
import { buildSchedulerUrl } from "../src/lib/scheduler";
import { paths } from "../src/lib/paths";
import type { Lead } from "../src/server/db/schema";
import { renderLeadNotification } from "../src/leads/server/emails/lead-notification";
import { emailBrand, type RenderedEmail } from "../src/server/email/brand";
import { parseServerEnv } from "../src/server/env";
import { greetingName, renderVisitorEmail } from "../src/leads/server/emails/visitor-email";

loadEnvFiles();
const site = parseSiteConfig(process.env);
const brand = emailBrand(site);
const timeZone = parseServerEnv(process.env).INBOX_TIME_ZONE;
const folder = resolve(process.argv[2] ?? "email-preview");

const visitor = { name: "Dana Whitfield", email: "dana@brightsmile.example" };
const bookingUrl = buildSchedulerUrl(site.schedulerUrl, { email: visitor.email });

/** A copy file's words as the build writes them for the emails. */
const copyFile = (name: string) => load(readFileSync(`src/content/copy/${name}.yaml`, "utf8"));
const calculatorCopy = copyFile("calculator") as { tool: Parameters<typeof estimateLabelsOf>[0] };
const words = emailsSchema.parse(copyFile("emails"));
/** 12 new-patient calls a day, 25% missed, 40% of answered callers book, $1,200 each, 21 days. */
const estimate = estimateRows(estimateLabelsOf(calculatorCopy.tool), {
  callsPerDay: 12,
  openDays: 21,
  missedPercent: 25,
  bookPercent: 40,
  patientValue: 1200,
});

const lead: Lead = withOrigin({
  id: "01JZ6Q3V8M4T2K9XWB7R5N1C0D",
  created_at: "2026-03-10T15:42:07.000Z",
  form: "contact",
  idempotency_key: null,
  name: visitor.name,
  email: visitor.email,
  phone: "(512) 555-0199",
  practice: "Bright Smile Dental",
  business_type: null,
  subject: "AI receptionist for two locations",
  message:
    "We miss a lot of calls over lunch and after 5.\nCould you show us how the AI receptionist hands off to our front desk?\n\nThanks, Dana",
  notes: null,
  source: null,
  page_url: `${site.url}/contact?utm_source=google&utm_medium=cpc&utm_campaign=ai-receptionist`,
  referrer: "https://www.google.com/",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "ai-receptionist",
  utm_content: null,
  utm_term: "ai receptionist for dental office",
  gclid: "Cj0KCQiA2eKtBhDcARIsAEGTG40Xu8",
  fbclid: null,
  device: "mobile",
  ip_hash: null,
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

const emails: [name: string, email: Promise<RenderedEmail>][] = [
  [
    "document-playbook",
    renderVisitorEmail(
      {
        kind: "document",
        form: "lead-magnet",
        document: {
          title: "AI Receptionist Playbook",
          eyebrow: "Playbook",
          pdfUrl: `${site.url}${lastingPdfPath("ai-receptionist-playbook")}`,
          pageUrl: `${site.url}${paths.download("ai-receptionist-playbook")}`,
        },
        attached: true,
      },
      brand,
      words,
    ),
  ],
  [
    "document-case-study",
    renderVisitorEmail(
      {
        kind: "document",
        form: "case-study",
        document: {
          title: "Alder Skin Clinic: +54% more skin-check bookings",
          eyebrow: "Case study · Dermatology · Portland, ME",
          pdfUrl: `${site.url}${lastingPdfPath("alder-skin-clinic-portland")}`,
          pageUrl: `${site.url}${paths.caseStudy("alder-skin-clinic-portland")}`,
        },
        attached: false,
      },
      brand,
      words,
    ),
  ],
  [
    "request-home-estimate",
    renderVisitorEmail(
      { kind: "request", form: "home", greeting: greetingName(visitor.name), bookingUrl, estimate },
      brand,
      words,
    ),
  ],
  [
    "request-contact",
    renderVisitorEmail(
      { kind: "request", form: "contact", greeting: null, bookingUrl, estimate: null },
      brand,
      words,
    ),
  ],
  [
    "request-landing",
    renderVisitorEmail(
      {
        kind: "request",
        form: "landing",
        greeting: greetingName("Zoë Ångström-Núñez"),
        bookingUrl: buildSchedulerUrl(site.schedulerUrl, { email: "zoe@northlightderm.example" }),
        estimate: null,
      },
      brand,
      words,
    ),
  ],
  ["lead-notification", renderLeadNotification(lead, { brand, timeZone }, words.leadNotification)],
];

await mkdir(folder, { recursive: true });
for (const [name, pending] of emails) {
  const { subject, html, text } = await pending;
  const htmlPath = join(folder, `${name}.html`);
  const textPath = join(folder, `${name}.txt`);
  await writeFile(htmlPath, html);
  await writeFile(textPath, `Subject: ${subject}\n\n${text}\n`);
  console.log(`${htmlPath}\n${textPath}`);
}
