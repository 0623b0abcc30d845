import { z } from "zod";
import { copy } from "@/content/schemas/fields";
import { template } from "@/content/schemas/template";
import type { LeadForm } from "../fields";

/**
 * The emails' words, which the build writes for the server and the worker
 * (src/leads/server/words.ts). In each, `preview` is the line an inbox shows beside the subject
 * and `reason` the footer's line on why it came. Slots: {site} is the site's address as people
 * write it (voltcare.ai), {brand} and {phone} the agency's; {email} is the agency's too, but
 * in the new lead's email, where {name} and {email} are the lead's.
 */

const leadNotification = z.object({
  subject: template("name", "form"),
  preview: template("name", "email", "form"),
  /** {form} in lower case. */
  reason: template("form", "site"),
  intro: template("brand"),
  heading: template("name"),
  /** The button to the lead's page in the inbox, where staff work it. */
  openInInbox: copy,
  reply: template("name"),
  /** Above the visit's campaign tags. */
  origin: copy,
  forms: z.object({
    home: copy,
    contact: copy,
    landing: copy,
    "case-study": copy,
    "lead-magnet": copy,
  } satisfies Record<LeadForm, typeof copy>),
  /** The labels of the lead's answers and of where it came from (campaign tags go by name). */
  fields: z.object({
    name: copy,
    email: copy,
    phone: copy,
    practice: copy,
    businessType: copy,
    subject: copy,
    message: copy,
    notes: copy,
    source: copy,
    form: copy,
    page: copy,
    referrer: copy,
    device: copy,
    received: copy,
    id: copy,
  }),
});

const capNotice = z.object({
  subject: template("count", "hours"),
  preview: copy,
  reason: template("site", "hours"),
  heading: copy,
  paused: template("brand", "count", "hours"),
  nothingElse: copy,
  why: copy,
});

/** A document's email: {theTitle} is its title with "the" before it, unless it has one. */
const documentEmail = z.object({
  preview: template("title"),
  guide: z.object({
    subject: template("theTitle"),
    reason: template("theTitle", "site"),
    thanks: copy,
  }),
  caseStudy: z.object({ subject: template("title"), reason: template("site"), thanks: copy }),
  download: copy,
  readOnline: copy,
  attached: copy,
  /** {link} is `demoLink`, to the booking page. */
  demo: template("link"),
  demoLink: copy,
});

const step = z.object({ title: copy, text: copy });

const requestForm = z.object({ thanks: copy, reason: template("site") });

/** The email after a home, contact or landing request. */
const requestEmail = z.object({
  subject: copy,
  preview: copy,
  /** {name}: the first name, when the whole name reads as one. */
  greeting: template("name"),
  greetingWithoutName: copy,
  heading: copy,
  forms: z.object({ home: requestForm, contact: requestForm, landing: requestForm }),
  steps: z.array(step).min(1),
  book: copy,
  bookButton: copy,
  estimate: copy,
  questions: template("phone", "email"),
});

/** The inbox's sign-in link, to a staff member who asked for it (or was given an account). */
const signInLink = z.object({
  subject: template("brand"),
  preview: template("minutes"),
  reason: template("site"),
  heading: copy,
  intro: template("brand", "minutes"),
  button: copy,
  passkey: copy,
  notYou: copy,
});

/** To the agency when leads stop reaching it: deliveries that died, or a queue that waits too long. */
const deliveryAlert = z.object({
  subject: template("site"),
  preview: copy,
  reason: template("site", "hours"),
  heading: copy,
  dead: template("count"),
  waiting: template("minutes"),
  stored: copy,
  button: copy,
});

export const emailsSchema = z.object({
  leadNotification: leadNotification.meta({ title: "New lead (to the agency)" }),
  capNotice: capNotice.meta({ title: "Visitor emails paused (to the agency)" }),
  deliveryAlert: deliveryAlert.meta({ title: "Leads not reaching you (to the agency)" }),
  document: documentEmail.meta({ title: "A download or case study (to the visitor)" }),
  request: requestEmail.meta({ title: "We have your request (to the visitor)" }),
  signInLink: signInLink.meta({ title: "Inbox sign-in link (to the agency's staff)" }),
});

export type EmailsCopy = z.output<typeof emailsSchema>;
