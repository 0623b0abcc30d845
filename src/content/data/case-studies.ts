import type { CaseStudyInput } from "../case-studies";

/**
 * Client stories for /case-studies. The clinics, people and figures are fictional samples that
 * show the kind of results the service aims for; replace them with real, permitted stories.
 * Add a story by adding a record: its page, sitemap entry and search entry follow from it.
 */
export const caseStudyRecords: readonly CaseStudyInput[] = [];
