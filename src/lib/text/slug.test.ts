import { describe, expect, it } from "vitest";
import { slugify, uniqueSlugs } from "./slug";

describe("slugify", () => {
  it("keeps letters and digits, lowercase, in words joined by single hyphens", () => {
    expect(slugify("Physical Therapy")).toBe("physical-therapy");
    expect(slugify("Who we’re for & why")).toBe("who-were-for-why");
    expect(slugify("  Speed-to-lead — after hours ")).toBe("speed-to-lead-after-hours");
  });

  it("drops punctuation and symbols inside a word, as the checklist's headings have them", () => {
    expect(slugify("0–10: answer first")).toBe("010-answer-first");
    expect(slugify("of consults booked after 6 p.m.")).toBe("of-consults-booked-after-6-pm");
  });

  it("keeps an accented letter as the letter without its accent", () => {
    expect(slugify("Résumé café")).toBe("resume-cafe");
  });

  it("answers nothing for words with no letter or digit", () => {
    expect(slugify("— & —")).toBe("");
  });
});

describe("uniqueSlugs", () => {
  it("numbers a repeated slug within one document, after any taken already", () => {
    const slugOf = uniqueSlugs();
    expect(["Results", "Results", "Results 1", "Results"].map(slugOf)).toEqual([
      "results",
      "results-1",
      "results-1-1",
      "results-2",
    ]);
    expect(uniqueSlugs()("Results")).toBe("results");
  });
});
