import { z } from "zod";
import type { FinishedFields } from "./readers/finish";
import { copy, headingBlockSchema, metaDescription, numberTemplate, pageTitle } from "./fields";

/** A search form's words: the field's label, the hint inside it and the button. */
const searchFormCopy = z.object({ label: copy, placeholder: copy, submit: copy });

/**
 * The /search page and the search form on the 404 page. The index the page searches is not
 * written here: src/routing/search-index.ts builds it from the route registry.
 */
export const searchPageSchema = z.object({
  /** The page's short name, in breadcrumbs. */
  name: copy,
  title: pageTitle,
  description: metaDescription,
  hero: headingBlockSchema,
  form: searchFormCopy,
  results: z.object({
    /** The list's name for screen readers. */
    label: copy,
    /** Before the query: "1 result for" “dental”. */
    one: copy,
    many: numberTemplate,
    /** After the count when there are more matches than the page shows. */
    capped: numberTemplate,
    /** The words docs/product.md's "When something goes wrong" gives. */
    none: copy,
    noneHint: copy,
    loading: copy,
    unavailable: copy,
    /** Shown with scripts off: the results are worked out in the browser. */
    noScript: copy,
  }),
  /** Terms offered while the box is empty; each must find something (a unit test checks). */
  suggestions: z.object({ label: copy, terms: z.array(copy).min(3).max(8) }),
  /** Sections to start from, under the results: their names and descriptions come from routes.ts. */
  browse: headingBlockSchema.extend({ paths: z.array(z.string().startsWith("/")).min(3) }),
  /** Beside the results on wide screens: a person to ask instead. */
  help: z.object({
    eyebrow: copy,
    heading: copy,
    body: copy,
    points: z.array(copy).min(2).max(4),
    cta: copy,
    call: copy,
  }),
  /** The search form offered on the 404 page. */
  notFound: searchFormCopy.extend({ heading: copy }),
});

export type SearchPageCopy = FinishedFields<typeof searchPageSchema>;
