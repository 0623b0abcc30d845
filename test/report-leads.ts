// Leads, bookings and counted visits as a season of the agency's campaigns leaves them, for the
// report's tests (src/inbox/server/report.test.ts): hundreds of leads from tagged links, ad
// clicks and referring sites, some at the edges of the agency's days, across a clock change.
import type { Db } from "@/server/db/client";
import type { NewLead } from "@/server/db/schema";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { zonedDayStart } from "@/server/time-zone";
import { OTHER } from "@/lib/traffic-source";

export const SEASON_ZONE = "America/Chicago";
export const SEASON_SITE = "https://www.voltcare.example";
/** The days the season covers: twenty-four weeks to a Saturday, over the end of summer time. */
export const SEASON = { from: "2026-06-15", to: "2026-11-28" };

/** The same numbers every run: a small linear congruential generator. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

type Origin = Pick<
  NewLead,
  "utm_source" | "utm_medium" | "utm_campaign" | "gclid" | "fbclid" | "referrer" | "page_url"
>;

const ORIGINS: ((n: number) => Origin)[] = [
  (n) => ({
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring-implants",
    gclid: `Cj0KCQiA${n}`,
    page_url: `${SEASON_SITE}/landing?utm_source=google&utm_medium=cpc&utm_campaign=spring-implants&gclid=Cj0KCQiA${n}`,
    referrer: "https://www.google.com/",
  }),
  // Tagged by hand: the report names it as the visit count does, spring-sale.
  (n) => ({
    utm_source: "Facebook",
    utm_medium: "Paid Social",
    utm_campaign: "Spring Sale",
    fbclid: `IwAR${n}`,
    page_url: `${SEASON_SITE}/landing?utm_campaign=Spring%20Sale#form`,
  }),
  // An ad click with no tags.
  (n) => ({
    fbclid: `IwAR${n}`,
    page_url: `${SEASON_SITE}/services/ai-receptionist?fbclid=IwAR${n}`,
  }),
  (n) => ({ gclid: `EAIaIQ${n}`, page_url: `${SEASON_SITE}/` }),
  (n) => ({
    referrer: `https://www.bing.com/search?q=dental+answering+service+${n}`,
    page_url: `${SEASON_SITE}/blog/after-hours-calls`,
  }),
  // From one of the site's own pages: direct.
  () => ({ referrer: `${SEASON_SITE}/pricing`, page_url: `${SEASON_SITE}/contact` }),
  () => ({
    referrer: "https://Bücher.example/list",
    page_url: `${SEASON_SITE}/blog/caf%C3%A9-talk`,
  }),
  () => ({ referrer: "android-app://com.slack", page_url: "not an address" }),
  () => ({ utm_medium: "newsletter", referrer: "https://mail.example.org/", page_url: null }),
  () => ({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "issue-42" }),
  () => ({ page_url: `${SEASON_SITE}/case-studies/lakeshore-dental` }),
];

const CALCULATOR = [
  JSON.stringify({
    callsPerDay: 10,
    openDays: 20,
    missedPercent: 30,
    bookPercent: 50,
    patientValue: 1000,
  }),
  JSON.stringify({
    callsPerDay: 5,
    openDays: 20,
    missedPercent: 20,
    bookPercent: 50,
    patientValue: 500,
  }),
  // Neither reads as the calculator's: no estimate.
  "{",
  JSON.stringify({ callsPerDay: -1 }),
];

const FORMS = ["home", "contact", "landing", "case-study", "lead-magnet", "scheduler"];
const STATUSES = ["new", "new", "contacted", "booked", "won", "lost"] as const;
const NOTE =
  "We miss most calls over lunch and after five, and the answering service books nobody. Two locations, one front desk; could you show us how the receptionist hands a caller to a person?";

const DAY_MS = 86_400_000;
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * `count` leads over the season, a third of them within minutes of one of the agency's midnights;
 * bookings for some (a few canceled, one moved); and a count of visits each day.
 */
export async function seedSeason(db: Db, count = 480): Promise<NewLead[]> {
  const random = randomFrom(20_261_101);
  const days = (Date.parse(SEASON.to) - Date.parse(SEASON.from)) / DAY_MS + 1;
  const leads: NewLead[] = [];
  for (let n = 0; n < count; n++) {
    const day = dayAfter(SEASON.from, Math.floor(random() * days));
    const midnight = Date.parse(zonedDayStart(day, SEASON_ZONE));
    const minutes = n % 3 === 0 ? Math.floor(random() * 10) - 5 : Math.floor(random() * 1_440);
    const created = new Date(
      Math.min(midnight + minutes * 60_000, Date.parse("2026-11-28T18:00:00Z")),
    );
    leads.push({
      id: `season-${String(n).padStart(4, "0")}`,
      created_at: created.toISOString(),
      form: FORMS[n % FORMS.length]!,
      name: `Practice Owner ${n}`,
      email: `owner${n}@practice${n % 37}.example`,
      message: NOTE,
      status: STATUSES[Math.floor(random() * STATUSES.length)]!,
      suspected: n % 23 === 0 ? "honeypot" : n % 31 === 0 ? "fill-time" : null,
      calculator_inputs: n % 5 === 0 ? CALCULATOR[(n / 5) % CALCULATOR.length]! : null,
      ...ORIGINS[Math.floor(random() * ORIGINS.length)]!(n),
    });
  }
  await insertExactLeads(db, leads);

  const bookings = leads
    .filter((_, n) => n % 7 === 0)
    .map((lead, n) => ({
      invitee: `https://api.calendly.com/invitees/${lead.id}`,
      lead_id: lead.id,
      starts_at: lead.created_at,
      booked_at: lead.created_at,
      canceled_at: n % 4 === 0 ? lead.created_at : null,
    }));
  // Moved: the first call canceled, the second stands.
  const moved = leads[8]!;
  bookings.push(
    {
      invitee: "https://api.calendly.com/invitees/moved-1",
      lead_id: moved.id,
      starts_at: moved.created_at,
      booked_at: moved.created_at,
      canceled_at: moved.created_at,
    },
    {
      invitee: "https://api.calendly.com/invitees/moved-2",
      lead_id: moved.id,
      starts_at: moved.created_at,
      booked_at: moved.created_at,
      canceled_at: null,
    },
  );
  await db.insertInto("bookings").values(bookings).execute();

  const views = [];
  for (let day = 0; day < days; day++) {
    for (const [path, source, medium, campaign] of [
      ["/landing", "google", "cpc", "spring-implants"],
      ["/landing", "facebook", "paid-social", "spring-sale"],
      ["/", "(direct)", "(none)", ""],
      ["/blog/after-hours-calls", "bing.com", "referral", ""],
      ["/services/ai-receptionist", "facebook", "cpc", ""],
    ] as const) {
      views.push({
        day: dayAfter(SEASON.from, day),
        path,
        source,
        medium,
        campaign,
        views: 3 + ((day * 7) % 11),
        visits: (day + path.length) % 4,
      });
    }
    if (day % 9 === 0) {
      const other = { path: OTHER, source: OTHER, medium: OTHER, campaign: OTHER };
      views.push({ day: dayAfter(SEASON.from, day), ...other, views: 12, visits: 5 });
    }
  }
  // Sites that sent a visit each and no lead: ranked among themselves by name.
  for (let n = 0; n < 30; n++) {
    views.push({
      day: "2026-10-2" + String(n % 10),
      path: "/blog/after-hours-calls",
      source: `partner-${String(29 - n).padStart(2, "0")}.example`,
      medium: "referral",
      campaign: "",
      views: 1,
      visits: 1,
    });
  }
  for (let start = 0; start < views.length; start += 200) {
    await db
      .insertInto("page_views")
      .values(views.slice(start, start + 200))
      .execute();
  }
  return leads;
}
