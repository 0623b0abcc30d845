import { z } from "zod";
import type { FinishedFields } from "../../readers/finish";
import { copy, headingBlockSchema, metaDescription, pageTitle } from "../fields";
import { template } from "../template";

const searchFormCopy = z.object({ label: copy, placeholder: copy, submit: copy });

/**
 * The /search page and the search form on the 404 page. The index the page searches is not
 * written here: src/routing/search-index.ts builds it from the route registry.
 */
export const searchPageSchema = z.object({
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema,
  form: searchFormCopy,
  results: z.object({
    label: copy,
    one: copy,
    many: template("count"),
    capped: template("count"),
    none: copy,
    noneHint: copy,
    loading: copy,
    unavailable: copy,
    noScript: copy,
  }),
  /** Terms offered while the box is empty; each must find something (a unit test checks). */
  suggestions: z.object({ label: copy, terms: z.array(copy).min(3).max(8) }),
  /** Sections to start from, under the results: their names and descriptions come from routes.ts. */
  browse: headingBlockSchema.extend({ paths: z.array(z.string().startsWith("/")).min(3) }),
  help: z.object({
    eyebrow: copy,
    heading: copy,
    body: copy,
    points: z.array(copy).min(2).max(4),
    cta: copy,
    call: copy,
  }),
  notFound: searchFormCopy.extend({ heading: copy }),
});

export type SearchPageCopy = FinishedFields<typeof searchPageSchema>;
