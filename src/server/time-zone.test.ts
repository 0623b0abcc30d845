import { describe, expect, it } from "vitest";
import { inboxTime, isTimeZone, zonedDayStart } from "./time-zone";

describe("zonedDayStart", () => {
  it("gives the instant a day begins in the zone, summer and winter", () => {
    expect(zonedDayStart("2026-07-04", "America/Chicago")).toBe("2026-07-04T05:00:00.000Z");
    expect(zonedDayStart("2026-01-15", "America/Chicago")).toBe("2026-01-15T06:00:00.000Z");
    expect(zonedDayStart("2026-01-15", "Asia/Kolkata")).toBe("2026-01-14T18:30:00.000Z");
    expect(zonedDayStart("2026-01-15", "UTC", 1)).toBe("2026-01-16T00:00:00.000Z");
  });

  it("holds across the clock changes: the day after one starts at the new offset", () => {
    // US clocks go forward on 8 March 2026 and back on 1 November 2026, at 2 a.m.
    expect(zonedDayStart("2026-03-08", "America/Chicago")).toBe("2026-03-08T06:00:00.000Z");
    expect(zonedDayStart("2026-03-08", "America/Chicago", 1)).toBe("2026-03-09T05:00:00.000Z");
    expect(zonedDayStart("2026-11-01", "America/Chicago")).toBe("2026-11-01T05:00:00.000Z");
    expect(zonedDayStart("2026-11-01", "America/Chicago", 1)).toBe("2026-11-02T06:00:00.000Z");
  });

  it("knows a zone from a typo", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("America/Chicgo")).toBe(false);
  });
});

describe("inboxTime", () => {
  it("writes a moment on the zone's clock, naming the zone only when asked", () => {
    const moment = "2026-11-01T07:30:00.000Z";
    expect(inboxTime(moment, "America/Chicago")).toBe("Nov 1, 2026, 1:30 AM");
    expect(inboxTime(moment, "Europe/Berlin", { withZone: true })).toBe(
      "Nov 1, 2026, 8:30 AM GMT+1",
    );
  });

  it("tells the hour the clocks go back from its repeat by the zone's name", () => {
    const zone = "America/Chicago";
    expect(inboxTime("2026-11-01T06:30:00.000Z", zone, { withZone: true })).toBe(
      "Nov 1, 2026, 1:30 AM CDT",
    );
    expect(inboxTime("2026-11-01T07:30:00.000Z", zone, { withZone: true })).toBe(
      "Nov 1, 2026, 1:30 AM CST",
    );
  });
});
