import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialects, freshDatabase, type TestDatabase } from "../../../test/databases";
import { siteCopy } from "@/content/readers/collections";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { insertExactLeads } from "@/leads/server/record/exact-rows";
import { INBOX_PATHS } from "@/lib/inbox-paths";
import type { InboxLocals } from "./locals";
import { reportChoice, reportCsv, reportCsvHref } from "./report-page";

const ZONE = "America/Chicago";
// Saturday 28 November 2026, noon in Chicago.
const NOW = new Date("2026-11-28T18:00:00Z");
const SITE = "https://www.voltcare.example";

let words: InboxCopy["report"];
beforeAll(async () => {
  words = (await siteCopy()).inbox.report;
});

const address = (query: string) => new URL(`${SITE}${INBOX_PATHS.report}?${query}`);
const choose = (query: string) => reportChoice(address(query), words, ZONE, NOW);

describe("the report's period", () => {
  it("is the last twelve weeks unless the address asks for another preset", () => {
    expect(choose("")).toMatchObject({
      period: { from: "2026-09-07", to: "2026-11-28" },
      weeks: 12,
      problem: null,
    });
    expect(choose("weeks=4")).toMatchObject({
      period: { from: "2026-11-02", to: "2026-11-28" },
      weeks: 4,
    });
    // Not a preset: the default.
    expect(choose("weeks=5").weeks).toBe(12);
  });

  it("is any days asked for, up to today, a year at most", () => {
    const choice = choose("from=2025-11-29&to=2026-11-28");
    expect(choice).toMatchObject({
      period: { from: "2025-11-29", to: "2026-11-28" },
      weeks: null,
      problem: null,
    });
    expect(reportCsvHref("campaign", choice)).toBe(
      `${INBOX_PATHS.reportCsv}?by=campaign&from=2025-11-29&to=2026-11-28`,
    );
    expect(choose("from=2026-11-28&to=2026-11-28").problem).toBeNull();
  });

  it.each([
    ["from=2026-11-20&to=2026-11-02", "From must be on or before To"],
    ["from=2026-02-30&to=2026-03-02", "From must be a day of the calendar"],
    ["from=2026-11-02&to=next+friday", "To must be a day of the calendar"],
    ["from=2026-11-02", "To must be a day of the calendar"],
    ["from=2026-11-02&to=2026-12-01", "To can be today, Nov 28, 2026, at the latest."],
    ["from=2025-11-27&to=2026-11-28", "A period can be at most 366 days"],
  ])("refuses %s, saying why, and keeps what was typed", (query, reason) => {
    const choice = choose(query);
    expect(choice.problem).toContain(reason);
    const typed = address(query).searchParams;
    expect(choice.dates).toEqual({ from: typed.get("from") ?? "", to: typed.get("to") ?? "" });
    // The report shown instead: the last twelve weeks.
    expect(choice).toMatchObject({ weeks: 12, period: { from: "2026-09-07" } });
  });
});

describe.each(dialects)("the report's CSV file on %s", (dialect) => {
  let t: TestDatabase;
  let inbox: InboxLocals;
  beforeEach(async () => {
    t = await freshDatabase(dialect);
    inbox = {
      db: t.handle.db,
      words: (await siteCopy()).inbox,
      formNames: { landing: "Landing page form" },
      timeZone: ZONE,
    } as Partial<InboxLocals> as InboxLocals;
    const booked = JSON.stringify({
      callsPerDay: 10,
      openDays: 20,
      missedPercent: 30,
      bookPercent: 50,
      patientValue: 1000,
    });
    const tagged = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring-implants" };
    await insertExactLeads(t.handle.db, [
      // Two in the period, one of them booked with the calculator's $360,000 a year.
      {
        id: "now-1",
        created_at: "2026-11-10T15:00:00Z",
        form: "landing",
        name: "Dana Whitfield",
        email: "dana@brightsmile.example",
        status: "won",
        calculator_inputs: booked,
        ...tagged,
      },
      {
        id: "now-2",
        created_at: "2026-11-27T15:00:00Z",
        form: "landing",
        name: "Sam Ortiz",
        email: "sam@ortizchiro.example",
        status: "new",
        ...tagged,
      },
      // In the 27 days before.
      {
        id: "before-1",
        created_at: "2026-10-20T15:00:00Z",
        form: "landing",
        name: "Priya Raman",
        email: "priya@lakeshore.example",
        status: "new",
        ...tagged,
      },
    ]);
    await t.handle.db
      .insertInto("page_views")
      .values([
        { day: "2026-11-10", path: "/landing", views: 9, visits: 7, ...cpc("spring-implants") },
        { day: "2026-10-20", path: "/landing", views: 5, visits: 4, ...cpc("spring-implants") },
      ])
      .execute();
  });
  afterEach(async () => {
    await t.drop();
  });

  function cpc(campaign: string) {
    return { source: "google", medium: "cpc", campaign };
  }
  const csv = async (query: string) => {
    const answer = await reportCsv(address(query), inbox);
    return { status: answer.status, headers: answer.headers, text: await answer.text() };
  };

  it("has every row of a breakdown, each figure with the period before's beside it", async () => {
    const { status, headers, text } = await csv("by=campaign&from=2026-11-02&to=2026-11-28");
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe(
      'attachment; filename="report-campaign-2026-11-02-2026-11-28.csv"',
    );
    const [header, ...rows] = text.trimEnd().split("\r\n");
    expect(header).toBe(
      [
        "Campaign,Visits,Leads,Suspected,Booked,Booked rate (%),Revenue at stake ($),Estimates",
        '"Visits, period before","Leads, period before","Suspected, period before"',
        '"Booked, period before","Booked rate (%), period before"',
        '"Revenue at stake ($), period before","Estimates, period before"',
      ].join(","),
    );
    expect(rows).toEqual([
      "spring-implants,7,2,0,1,50,360000,1,4,1,0,0,0,0,0",
      "All,7,2,0,1,50,360000,1,4,1,0,0,0,0,0",
    ]);
  });

  it("marks the week the period cuts short, and a form's visits as not counted", async () => {
    const weeks = (await csv("by=week&from=2026-11-02&to=2026-11-28")).text.split("\r\n");
    expect(weeks[0]).toMatch(/^Week of,Partial week,Visits,Leads,/);
    expect(weeks[1]).toMatch(/^"Nov 2, 2026",,0,0,/);
    expect(weeks[4]).toMatch(/^"Nov 23, 2026",6 of 7 days,0,1,/);
    const forms = (await csv("by=form&from=2026-10-01&to=2026-11-28")).text.split("\r\n");
    expect(forms[1]).toMatch(/^Landing page form,,3,/);
  });

  it("refuses a breakdown it does not have, or days that are not a period, saying why", async () => {
    expect(await csv("by=color&weeks=4")).toMatchObject({
      status: 400,
      text: "Ask for one of: by=week, by=source, by=campaign, by=page, by=form.\n",
    });
    expect(await csv("by=campaign&from=2026-11-20&to=2026-11-02")).toMatchObject({
      status: 400,
      text: expect.stringContaining("From must be on or before To"),
    });
  });
});
