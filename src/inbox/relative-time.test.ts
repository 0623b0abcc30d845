import { beforeAll, describe, expect, it } from "vitest";
import { siteCopy } from "@/content/readers/collections";
import type { InboxCopy } from "@/content/schemas/copy/inbox";
import { agoText } from "./relative-time";

const CHICAGO = "America/Chicago";

let words: InboxCopy["leads"]["ago"];
beforeAll(async () => {
  words = (await siteCopy()).inbox.leads.ago;
});

const ago = (iso: string, now: string, zone = CHICAGO) => agoText(iso, now, zone, words);

describe("when a lead arrived, told from the page's time", () => {
  // Monday 30 November 2026, 9:00 in Chicago (15:00 UTC).
  const NOW = "2026-11-30T15:00:00.000Z";

  it("counts minutes, then hours within the agency's day", () => {
    expect(ago("2026-11-30T14:59:30.000Z", NOW)).toBe("just now");
    // Another clock a little ahead: not "in 2 minutes".
    expect(ago("2026-11-30T15:02:00.000Z", NOW)).toBe("just now");
    expect(ago("2026-11-30T14:58:00.000Z", NOW)).toBe("2 min ago");
    expect(ago("2026-11-30T14:00:01.000Z", NOW)).toBe("59 min ago");
    expect(ago("2026-11-30T13:00:00.000Z", NOW)).toBe("2 h ago");
    // 00:10 in Chicago, though 06:10 UTC: the same day there.
    expect(ago("2026-11-30T06:10:00.000Z", NOW)).toBe("8 h ago");
  });

  it("says yesterday for the agency's day before, though UTC's is the same", () => {
    // 23:50 on Sunday in Chicago, 05:50 on Monday in UTC.
    expect(ago("2026-11-30T05:50:00.000Z", NOW)).toBe("yesterday");
    expect(ago("2026-11-29T06:00:00.000Z", NOW)).toBe("yesterday");
    // 23:59 on Saturday in Chicago.
    expect(ago("2026-11-29T05:59:00.000Z", NOW)).toBe("Nov 28");
    // The same moments in Berlin, eight hours ahead: Monday's early hours, and Sunday.
    expect(ago("2026-11-30T05:50:00.000Z", NOW, "Europe/Berlin")).toBe("9 h ago");
    expect(ago("2026-11-29T05:59:00.000Z", NOW, "Europe/Berlin")).toBe("yesterday");
  });

  it("gives the date before yesterday, with its year when it is another", () => {
    expect(ago("2026-11-03T18:00:00.000Z", NOW)).toBe("Nov 3");
    expect(ago("2026-01-01T05:00:00.000Z", NOW)).toBe("Dec 31, 2025");
  });

  it("holds on the days the clocks change", () => {
    // 8 March 2026: Chicago's clocks go from 2:00 to 3:00. At noon, 00:30 was 10.5 hours before
    // (11.5 by the clock's face).
    expect(ago("2026-03-08T06:30:00.000Z", "2026-03-08T17:00:00.000Z")).toBe("10 h ago");
    // The next day at 00:30, the whole 23-hour day before is yesterday, 1:00 too, which a day of
    // 24 hours back would miss.
    const afterSpring = "2026-03-09T05:30:00.000Z";
    expect(ago("2026-03-08T07:00:00.000Z", afterSpring)).toBe("yesterday");
    expect(ago("2026-03-08T05:59:00.000Z", afterSpring)).toBe("Mar 7");
    // 1 November 2026: back from 2:00 to 1:00, a 25-hour day, all of it yesterday at 00:30 the next.
    const afterFall = "2026-11-02T06:30:00.000Z";
    expect(ago("2026-11-02T05:30:00.000Z", afterFall)).toBe("yesterday");
    expect(ago("2026-11-01T05:00:00.000Z", afterFall)).toBe("yesterday");
    expect(ago("2026-11-01T04:59:00.000Z", afterFall)).toBe("Oct 31");
  });
});
