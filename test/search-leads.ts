import { LEAD_STATUSES, type LeadNotesTable, type NewLead } from "@/server/db/schema";

// Leads as the site receives them, for the inbox's search: long messages in practice managers'
// words, subjects, phones written four ways, campaign addresses, a share kept apart as suspected,
// accents (Zoë Ångström), and software the practices name, Dentrix among them.

export const FRONT_DESK = "front-desk@voltcare.example";

/** What practice managers write in the contact form, a dozen or more of these a message. */
const SENTENCES = [
  "Our front desk misses most calls over lunch and after 4:30, and new patients hang up before voicemail picks up.",
  "We have two hygienists and the schedule still has gaps every Tuesday and Thursday afternoon.",
  "Last month we counted 38 missed calls, about a third of them new-patient inquiries about implants.",
  "We want texts answered within a minute, weekends and holidays included, without hiring another receptionist.",
  "Our phones forward to an answering service that cannot book appointments or see the schedule.",
  "Could the receptionist confirm appointments the day before and handle reschedules without staff?",
  "We run Google Ads for Invisalign and the landing page converts poorly on phones.",
  "Insurance verification takes most of the front desk's morning, so the phones ring out.",
  "Patients ask on Instagram about whitening prices and nobody answers until Monday.",
  "The satellite office on Halverson Street shares one phone line with the main clinic.",
  "We tried a chatbot last year, but it could not tell a cleaning from an emergency.",
  "Spanish-speaking patients are about a quarter of our callers; the receptionist must handle both.",
  "Our recall list has 1,200 patients overdue for a cleaning and no one to call them.",
  "The owner wants a weekly report of booked visits by campaign, not just clicks.",
];
const SOFTWARE = [
  "Our scheduling runs on Dentrix and the receptionist would need to read open slots from it.",
  "We use Eaglesoft for charts and scheduling; can the AI book straight into it?",
  "Everything is in Open Dental, hosted on a server in the back office.",
  "We moved to Jane App last spring for booking and intake forms.",
];
const SUBJECTS = [
  "Missed calls at two offices",
  "Growth plan",
  "Question about the AI receptionist",
  "Pricing for three locations",
  "After-hours answering",
];
const NOTES = [
  "Left a voicemail; try again Thursday morning.",
  "Called back: she wants pricing for three chairs before the board meets on the 14th.",
  "Sent the case study on the Austin practice and the ROI calculator.",
  "Demo booked with the office manager; the owner may join.",
];
const FIRST = ["Dana", "Sam", "Priya", "Marcus", "Elena", "Tom", "Aisha", "Luis", "Grace", "Omar"];
const LAST = ["Whitfield", "Ortiz", "Patel", "Nguyen", "Kowalski", "Brennan", "Okafor", "Lind"];
const PRACTICES = ["Smile Dental", "Family Chiropractic", "Orthodontics", "Med Spa", "Dentistry"];
const PHONES = [
  (n: number) => `(512) 555-${String(n).padStart(4, "0")}`,
  (n: number) => `512.555.${String(n).padStart(4, "0")}`,
  (n: number) => `+1 737 555 ${String(n).padStart(4, "0")}`,
  (n: number) => `214555${String(n).padStart(4, "0")}`,
];

/** The leads given words of their own, by their place among searchableLeads. */
export const ZOE = 100;
export const ZOE_PLAIN = 101;
export const PRICING_QUESTION = 150;
export const BAA_NOTE = 77;
export const PHONE_LEAD = 7;

function searchableLead(n: number): NewLead {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length]!;
  const sentences = Array.from(
    { length: 12 + (n % 7) },
    (_, i) => SENTENCES[(n * 5 + i * 3) % SENTENCES.length]!,
  );
  // Dentrix in one message in 19 (of 320 leads, 16 listed, as in the issue, and one suspected).
  sentences.splice(n % 5, 0, SOFTWARE[n % 19 === 3 ? 0 : 1 + (n % 3)]!);
  const [name, email] =
    n === ZOE
      ? ["Zoë Ångström", "zoe.angstrom@nordicdental.example"]
      : n === ZOE_PLAIN
        ? ["Zoe Andrews", "zandrews@andrewsortho.example"]
        : [`${first} ${last}`, `${first}.${last}${n}@practice${n % 37}.example`.toLowerCase()];
  return {
    id: `lead-${String(n).padStart(4, "0")}`,
    // One every three hours from 1 January 2026.
    created_at: new Date(Date.UTC(2026, 0, 1) + n * 3 * 3_600_000).toISOString(),
    form: n % 3 ? "contact" : "landing",
    name,
    email,
    phone: n === PHONE_LEAD ? "(512) 555-0148" : PHONES[n % PHONES.length]!(1000 + n),
    practice: `${last} ${PRACTICES[n % PRACTICES.length]}`,
    business_type: n % 3 ? null : "Dental practice",
    subject: n === PRICING_QUESTION ? "Pricing question" : SUBJECTS[n % SUBJECTS.length]!,
    message: sentences.join(" "),
    page_url: `https://www.voltcare.example/landing/dental?utm_source=google&utm_medium=cpc&utm_campaign=spring-dental&gclid=Cj0KCQjw${n}`,
    referrer: n % 2 ? "https://www.google.com/" : null,
    utm_source: n % 2 ? "google" : "facebook",
    utm_medium: "cpc",
    utm_campaign: n % 4 ? "spring-dental" : "retarget-chiro",
    status: LEAD_STATUSES[n % LEAD_STATUSES.length]!,
    suspected: n % 25 === 24 ? "fill-time" : null,
  };
}

/** Staff notes on a quarter of the leads (and a BAA on one), as the front desk writes them. */
export function notesOnLeads(leads: NewLead[]): LeadNotesTable[] {
  return leads.flatMap((lead, n) => {
    const bodies =
      n === BAA_NOTE
        ? ["BAA signed on 3 March; their IT wants the SIP trunk details before go-live."]
        : n % 4 === 0
          ? [NOTES[n % NOTES.length]!, NOTES[(n + 1) % NOTES.length]!]
          : [];
    return bodies.map((body, i) => ({
      id: `${lead.id}-note-${i}`,
      lead_id: lead.id,
      author: FRONT_DESK,
      body,
      created_at: new Date(Date.parse(lead.created_at) + (i + 1) * 60_000).toISOString(),
      edited_at: null,
    }));
  });
}

/** `count` leads, one every three hours from 1 January 2026, oldest first. */
export const searchableLeads = (count: number): NewLead[] =>
  Array.from({ length: count }, (_, n) => searchableLead(n));

/**
 * `count` replies to a spring recall campaign, one an hour from 1 April 2026 (9 AM in Chicago),
 * each asking about a retainer: a search that finds more than a change to many takes at once.
 */
export const recallReplies = (count: number): NewLead[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `recall-${String(n).padStart(4, "0")}`,
    created_at: new Date(Date.UTC(2026, 3, 1, 14) + n * 3_600_000).toISOString(),
    form: "contact",
    name: `${FIRST[n % FIRST.length]} ${LAST[n % LAST.length]}`,
    email: `patient${n}@family${n % 60}.example`,
    phone: `(312) 555-${String(n).padStart(4, "0")}`,
    subject: "Spring retainer recall",
    message: `Got the recall postcard; my retainer cracked and I need a fitting before ${n % 2 ? "June" : "May"}.`,
    page_url:
      "https://www.voltcare.example/landing/ortho?utm_source=newsletter&utm_campaign=spring-recall",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring-recall",
    status: "new",
  }));
