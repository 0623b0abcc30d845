import { describe, expect, it } from "vitest";
import { firstSentence, formatDate, shorten } from "./text";

describe("firstSentence", () => {
  it("ends at the first full stop, question or exclamation mark followed by a space", () => {
    expect(firstSentence("Calls went to voicemail. Then we fixed it.")).toBe(
      "Calls went to voicemail.",
    );
    expect(firstSentence("Why? Because nobody answered.")).toBe("Why?");
  });

  it("keeps decimals and prices whole, and answers all of a text without an ending", () => {
    expect(firstSentence("Ratings rose to 4.9 in a month. Then more.")).toBe(
      "Ratings rose to 4.9 in a month.",
    );
    expect(firstSentence("No full stop here")).toBe("No full stop here");
  });
});

describe("shorten", () => {
  it("leaves short text alone", () => {
    expect(shorten("Booked before lunch.", 40)).toBe("Booked before lunch.");
  });

  it("cuts at a word boundary within the limit, without trailing punctuation", () => {
    const cut = shorten("Our DMs used to sit until I got to them, between patients and calls.", 45);
    expect(cut).toBe("Our DMs used to sit until I got to them…");
    expect(cut.length).toBeLessThanOrEqual(45);
  });
});

describe("formatDate", () => {
  it("writes the day as the ISO date names it, in every time zone", () => {
    expect(formatDate("2026-10-20")).toBe("October 20, 2026");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
  });
});
