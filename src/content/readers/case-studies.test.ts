import { describe, expect, it } from "vitest";
import { inListOrder, toCaseStudy, type CaseStudyData } from "./case-studies";
import { CASE_STUDY_DATE_PUBLISHED, caseStudySchema } from "../schemas/records/case-study-fields";
import { listCaseStudies } from "./collections";
import type { HeadedSection } from "./markdown";

const FILE = "src/content/case-studies/northside-dental.md";

/** A story's facts as its file writes them, with changes. */
function facts(fields: Record<string, unknown> = {}): CaseStudyData {
  return caseStudySchema.parse({
    clinic: "Northside Family Dental",
    specialty: "Dental",
    city: "Round Rock",
    state: "TX",
    rating: 4.9,
    position: 1,
    metrics: [
      { type: "uplift", percent: 41, label: "more new-patient bookings" },
      { type: "response", seconds: 6, label: "average first reply" },
      { type: "other", value: "$18k", label: "recovered each month" },
    ],
    testimonial: "We stopped losing the lunch-hour calls.",
    role: "Practice manager",
    ...fields,
  });
}

/** A story's body as Astro renders it, cut at its headings. */
const STORY: HeadedSection[] = [
  { heading: "The challenge", html: "<p>Calls at lunch went to voicemail.</p>" },
  {
    heading: "Our approach",
    html: '<p>The <a href="/services/ai-receptionist">AI receptionist</a> answered.</p>',
  },
  {
    heading: "The results",
    html: "<p>Bookings rose <strong>41%</strong>, and callers hear back in under 6 seconds.</p>",
  },
];

const story = (sections = STORY) => ({ before: "", sections });

describe("case-study files", () => {
  it("become stories: slug from the file name, the story's three sections as rendered", () => {
    expect(toCaseStudy("northside-dental", facts(), story(), FILE)).toMatchObject({
      slug: "northside-dental",
      clinic: "Northside Family Dental",
      problem: STORY[0]?.html,
      solution: STORY[1]?.html,
      results: STORY[2]?.html,
      dateModified: CASE_STUDY_DATE_PUBLISHED,
    });
  });

  it("list by specialty, then by position", () => {
    const studies = inListOrder([
      toCaseStudy("a", facts({ specialty: "Chiropractic", position: 1 }), story(), FILE),
      toCaseStudy("b", facts({ position: 2 }), story(), FILE),
      toCaseStudy("c", facts({ position: 1 }), story(), FILE),
      toCaseStudy("d", facts({ specialty: "Medspa", position: 3 }), story(), FILE),
    ]);
    expect(studies.map((study) => study.slug)).toEqual(["d", "c", "b", "a"]);
  });

  it("refuse a field out of bounds, naming it", () => {
    const result = caseStudySchema.safeParse({ ...facts(), rating: 4.5, state: "Texas" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["state", "a two-letter state code"],
      ["rating", expect.stringMatching(/^Too small/)],
    ]);
  });

  it("stop the build naming the file when a section is missing or out of order", () => {
    for (const sections of [
      [STORY[0]!, STORY[2]!],
      [STORY[1]!, STORY[0]!, STORY[2]!],
    ]) {
      expect(() => toCaseStudy("northside-dental", facts(), story(sections), FILE)).toThrow(
        `${FILE}: write the story in three sections, each under its heading: "## The challenge", "## Our approach", "## The results", in that order`,
      );
    }
    expect(() =>
      toCaseStudy("northside-dental", facts(), { before: "<p>Hi.</p>", sections: STORY }, FILE),
    ).toThrow(/write the story in three sections/);
  });

  it("stop the build when a story's words and its metrics give different figures", () => {
    const changed = facts({
      metrics: [
        { type: "uplift", percent: 45, label: "more new-patient bookings" },
        { type: "response", seconds: 6, label: "average first reply" },
        { type: "other", value: "−30%", label: "cost per lead" },
      ],
    });
    expect(() => toCaseStudy("northside-dental", changed, story(), FILE)).toThrow(
      `${FILE}: the story does not state 45% (more new-patient bookings), 30% (cost per lead); the metrics and the story must give the same figures`,
    );
  });

  it("are the site's 45 stories, each with its three sections and a headline uplift", async () => {
    const studies = await listCaseStudies();
    expect(studies).toHaveLength(45);
    for (const study of studies) {
      for (const section of [study.problem, study.solution, study.results]) {
        expect(section, study.slug).toMatch(/^<p>/);
      }
      expect(study.results, study.slug).toContain(`${study.metrics[0].percent}%`);
    }
  });
});
