import { z } from "zod";
import { defineEntry } from "@/lib/content/collection";
import {
  copy,
  headingBlockSchema,
  metaDescription,
  numberTemplate,
  pageTitle,
} from "@/lib/content/fields";
import { paths } from "@/routing/paths";

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
    /** docs/product.md §8's words. */
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

export type SearchPageCopy = z.output<typeof searchPageSchema>;

export const searchPage = defineEntry("search-page", searchPageSchema, {
  name: "Search",
  title: "Search the Site",
  description:
    "Search {brand}’s services, industries and client stories to see how an AI front desk answers, books and follows up for a practice like yours.",
  hero: {
    eyebrow: "Search",
    heading: "Find what your practice needs",
    intro:
      "Look up a service, your specialty or your city. Every page of the site is here, from the AI receptionist to client stories from practices like yours.",
  },
  form: {
    label: "Search the site",
    placeholder: "Try “dental”",
    submit: "Search",
  },
  results: {
    label: "Search results",
    one: "1 result for",
    many: "# results for",
    capped: "Showing the best #. Add another word to narrow the list.",
    none: "No results found.",
    noneHint:
      "Check the spelling, or try one word, such as your specialty or a service. The sections below are a good place to start too.",
    loading: "Loading the search…",
    unavailable:
      "Search isn’t available right now. The sections below cover every page of the site.",
    noScript:
      "Results appear as you type, which needs JavaScript. With it turned off, start from one of the sections below.",
  },
  suggestions: {
    label: "Popular searches",
    terms: ["AI receptionist", "Dental", "Medspa", "Missed calls", "No-shows", "Reviews"],
  },
  browse: {
    eyebrow: "Browse",
    heading: "Or start from a section",
    intro: "Every service, specialty and client story on the site sits under one of these pages.",
    paths: [
      paths.solutions,
      paths.services,
      paths.service("ai-receptionist"),
      paths.industries,
      paths.caseStudies,
      paths.page("about"),
    ],
  },
  help: {
    eyebrow: "Prefer to ask?",
    heading: "Tell us what you’re looking for",
    body: "On a free 30-minute call we’ll answer your questions and show the AI front desk working for a practice like yours.",
    points: [
      "Replies to patients in {claims.reply}",
      "Live in {claims.setup}",
      "HIPAA-minded, BAA on request",
    ],
    cta: "Book a Free Demo",
    call: "or call {phone}",
  },
  notFound: {
    heading: "Or search for it",
    label: "Search the site",
    placeholder: "A page or a topic",
    submit: "Search",
  },
});
