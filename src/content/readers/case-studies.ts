import type { FinishedFields } from "./finish";
import { ContentError } from "./content-error";
import {
  caseStudySchema,
  SPECIALTIES,
  STORY_HEADINGS,
  type Specialty,
} from "../schemas/records/case-study-fields";
import { textOfHtml, type HeadedText } from "./markdown";
import { fillTemplate } from "@/lib/text/fill-template";
import { firstSentence } from "@/lib/text/text";

export type CaseStudyData = FinishedFields<typeof caseStudySchema>;

const STORY_SECTIONS = ["problem", "solution", "results"] as const;

type Story = Record<(typeof STORY_SECTIONS)[number], string>;

export type CaseStudy = CaseStudyData & Story & { slug: string };

/** The body holds the three STORY_HEADINGS' sections, in order; anything else stops the build. */
export function caseStudyStory({ before, sections }: HeadedText, file: string): Story {
  const expected = STORY_SECTIONS.map((section) => STORY_HEADINGS[section]);
  const matches =
    sections.length === expected.length &&
    sections.every(
      ({ heading, html }, index) =>
        heading.toLowerCase() === expected[index]?.toLowerCase() && html,
    ) &&
    !before;
  if (!matches) {
    throw new ContentError(
      `${file}: write the story in three sections, each under its heading: ${expected
        .map((heading) => `"## ${heading}"`)
        .join(", ")}, in that order`,
    );
  }
  return Object.fromEntries(
    STORY_SECTIONS.map((section, index) => [section, sections[index]?.html ?? ""]),
  ) as Story;
}

/** The figures a story's words must state as its metrics do: every percentage, and the reply time. */
function statedFigures(metrics: CaseStudyData["metrics"]): { figure: string; label: string }[] {
  return metrics.flatMap((metric) => {
    if (metric.type === "uplift") return [{ figure: `${metric.percent}%`, label: metric.label }];
    if (metric.type === "response") {
      return [{ figure: `${metric.seconds} seconds`, label: metric.label }];
    }
    return (metric.value.match(/\d+(?:\.\d+)?%/g) ?? []).map((figure) => ({
      figure,
      label: metric.label,
    }));
  });
}

/** A story whose words no longer state one of its metrics' figures stops the build. */
export function toCaseStudy(
  caseStudySlug: string,
  data: CaseStudyData,
  body: HeadedText,
  file: string,
): CaseStudy {
  const story = caseStudyStory(body, file);
  const text = STORY_SECTIONS.map((section) => textOfHtml(story[section])).join(" ");
  const unstated = statedFigures(data.metrics).filter(({ figure }) => !text.includes(figure));
  if (unstated.length) {
    throw new ContentError(
      `${file}: the story does not state ${unstated
        .map(({ figure, label }) => `${figure} (${label})`)
        .join(", ")}; the metrics and the story must give the same figures`,
    );
  }
  return { ...data, ...story, slug: caseStudySlug };
}

/** By specialty (SPECIALTIES' order), then by position, then by name. */
export function inListOrder(studies: readonly CaseStudy[]): CaseStudy[] {
  return [...studies].sort(
    (a, b) =>
      SPECIALTIES.indexOf(a.specialty) - SPECIALTIES.indexOf(b.specialty) ||
      a.position - b.position ||
      a.clinic.localeCompare(b.clinic, "en"),
  );
}

/** Others of the same specialty first, then the rest as listed. */
export function relatedCaseStudies(
  study: CaseStudy,
  studies: readonly CaseStudy[],
  count: number,
): readonly CaseStudy[] {
  const others = studies.filter((other) => other.slug !== study.slug);
  return [
    ...others.filter((other) => other.specialty === study.specialty),
    ...others.filter((other) => other.specialty !== study.specialty),
  ].slice(0, count);
}

export function groupBySpecialty(studies: readonly CaseStudy[]): readonly {
  specialty: Specialty;
  studies: readonly CaseStudy[];
}[] {
  return SPECIALTIES.map((specialty) => ({
    specialty,
    studies: studies.filter((study) => study.specialty === specialty),
  })).filter((group) => group.studies.length > 0);
}

export function caseStudySummary(study: CaseStudy, summary: string): string {
  const [uplift, response] = study.metrics;
  return fillTemplate(summary, {
    clinic: study.clinic,
    city: study.city,
    state: study.state,
    percent: uplift.percent,
    label: uplift.label,
    seconds: response.seconds,
  });
}

/** A metric as it reads large: "+57%", "<7s", or the figure as written. */
export function caseStudyFigure(metric: CaseStudy["metrics"][number]): string {
  switch (metric.type) {
    case "uplift":
      return `+${metric.percent}%`;
    case "response":
      return `<${metric.seconds}s`;
    case "other":
      return metric.value;
  }
}

export function caseStudyHeadline(study: CaseStudy): string {
  const [uplift] = study.metrics;
  return `${study.clinic}: +${uplift.percent}% ${uplift.label}`;
}

export function caseStudyGist(section: string): string {
  return firstSentence(textOfHtml(section));
}
