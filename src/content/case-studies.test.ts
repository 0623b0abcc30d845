import { describe, expect, it } from "vitest";
import { contentFile } from "@/lib/content/test-files";
import { CASE_STUDY_DATE_PUBLISHED, getAllCaseStudies, loadCaseStudies } from "./case-studies";

/** A story file as the agency writes it, with changes to its fields and story. */
function storyFile(fields: Record<string, string> = {}, story?: string): string {
  const frontmatter = {
    clinic: "Northside Family Dental",
    specialty: "Dental",
    city: "Round Rock",
    state: "TX",
    rating: "4.9",
    position: "1",
    metrics: `
  - { type: uplift, percent: 41, label: more new-patient bookings }
  - { type: response, seconds: 6, label: average first reply }
  - { type: other, value: $18k, label: recovered each month }`,
    testimonial: "We stopped losing the lunch-hour calls.",
    role: "Practice manager",
    ...fields,
  };
  return contentFile(
    frontmatter,
    story ??
      "## The challenge\n\nCalls at lunch went to voicemail.\n\n## Our approach\n\nThe [AI receptionist](/services/ai-receptionist) answered.\n\n## The results\n\nBookings rose **41%**, and callers hear back in under 6 seconds.\n",
  );
}

describe("case-study files", () => {
  it("become stories: slug from the file name, the story's three sections rendered", () => {
    const [study] = loadCaseStudies({ "./case-studies/northside-dental.md": storyFile() });
    expect(study).toMatchObject({
      slug: "northside-dental",
      clinic: "Northside Family Dental",
      metrics: [
        { type: "uplift", percent: 41, label: "more new-patient bookings" },
        { type: "response", seconds: 6, label: "average first reply" },
        { type: "other", value: "$18k", label: "recovered each month" },
      ],
      problem: "<p>Calls at lunch went to voicemail.</p>\n",
      solution: '<p>The <a href="/services/ai-receptionist">AI receptionist</a> answered.</p>\n',
      results:
        "<p>Bookings rose <strong>41%</strong>, and callers hear back in under 6 seconds.</p>\n",
      dateModified: CASE_STUDY_DATE_PUBLISHED,
    });
  });

  it("list by specialty, then by position", () => {
    const studies = loadCaseStudies({
      "./case-studies/a.md": storyFile({ specialty: "Chiropractic", position: "1" }),
      "./case-studies/b.md": storyFile({ position: "2" }),
      "./case-studies/c.md": storyFile({ position: "1" }),
      "./case-studies/d.md": storyFile({ specialty: "Medspa", position: "3" }),
    });
    expect(studies.map((study) => study.slug)).toEqual(["d", "c", "b", "a"]);
  });

  it("stop the build naming the file and field, or the story's missing section", () => {
    const load = () =>
      loadCaseStudies({
        "./case-studies/good.md": storyFile(),
        "./case-studies/bad.md": storyFile({ rating: "4.5", state: "Texas" }),
        "./case-studies/no-approach.md": storyFile(
          {},
          "## The challenge\n\nCalls went unanswered.\n\n## The results\n\nBookings rose.\n",
        ),
      });
    expect(load).toThrow(/src\/content\/case-studies\/bad\.md, field rating: Too small/);
    expect(load).toThrow(/bad\.md, field state: a two-letter state code/);
    expect(load).toThrow(
      /no-approach\.md: write the story in three sections, each under its heading: "## The challenge", "## Our approach", "## The results", in that order/,
    );
    expect(load).not.toThrow(/good\.md/);
  });

  it("stop the build when a story's words and its metrics give different figures", () => {
    const changedFigure = storyFile({
      metrics: `
  - { type: uplift, percent: 45, label: more new-patient bookings }
  - { type: response, seconds: 6, label: average first reply }
  - { type: other, value: −30%, label: cost per lead }`,
    });
    expect(() => loadCaseStudies({ "./case-studies/northside-dental.md": changedFigure })).toThrow(
      "src/content/case-studies/northside-dental.md: the story does not state 45% (more new-patient bookings), 30% (cost per lead); the metrics and the story must give the same figures",
    );
  });

  it("are the site's 45 stories, each with its three sections and a headline uplift", () => {
    const studies = getAllCaseStudies();
    expect(studies).toHaveLength(45);
    for (const study of studies) {
      for (const section of [study.problem, study.solution, study.results]) {
        expect(section, study.slug).toMatch(/^<p>/);
      }
      expect(study.results, study.slug).toContain(`${study.metrics[0].percent}%`);
    }
  });
});
