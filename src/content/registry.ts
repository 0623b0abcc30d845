import type { z } from "zod";
import { caseStudySchema, STORY_HEADINGS } from "./schemas/records/case-study-fields";
import { claimSchema } from "./schemas/records/claims";
import { downloadSchema } from "./schemas/records/downloads";
import { faqGroupSchema } from "./schemas/records/faqs";
import { industrySchema } from "./schemas/records/industries";
import { prosePageSchema } from "./schemas/records/pages";
import { postSchema } from "./schemas/records/post-fields";
import { serviceSchema } from "./schemas/records/services";
import { statSchema } from "./schemas/records/stats";
import { testimonialSchema } from "./schemas/records/testimonials";

/**
 * Every collection of records, once. Astro's collections (src/content.config.ts), the browser
 * editor's (keystatic.config.ts) and the readers (readers/collections.ts) are made from it, so a
 * new collection is an entry here and a folder of files. Each page's own words are copy.ts's.
 */
type Collection = {
  /** Under src/content: one file a record, named by its slug. */
  folder: string;
  schema: z.ZodType;
  label: string;
  /** The field the editor makes the file's name from, and the words of the name's own box. */
  slug: { from: string; label: string; description: string };
  columns: readonly string[];
} & ({ format: "yaml" } | { format: "markdown"; body: string });

export const COLLECTIONS = {
  posts: {
    label: "Blog posts",
    folder: "posts",
    format: "markdown",
    schema: postSchema,
    slug: {
      from: "title",
      label: "Address",
      description: "The post's address: /blog/{this}. Lowercase words joined by hyphens.",
    },
    columns: ["title", "date"],
    body: "The article. Headings start at ## (level 2).",
  },
  caseStudies: {
    label: "Case studies",
    folder: "case-studies",
    format: "markdown",
    schema: caseStudySchema,
    slug: {
      from: "clinic",
      label: "Address",
      description:
        "The story's address: /case-studies/{this}. The clinic and its city, such as lumen-aesthetics-scottsdale.",
    },
    columns: ["clinic", "specialty"],
    body: `The story in three sections, in this order, each under its heading: ${Object.values(
      STORY_HEADINGS,
    )
      .map((heading) => `## ${heading}`)
      .join(", ")}.`,
  },
  pages: {
    label: "Pages (about, privacy, terms, demo, thank-you)",
    folder: "pages",
    format: "markdown",
    schema: prosePageSchema,
    slug: { from: "name", label: "Address", description: "The page's address: /{this}." },
    columns: ["name", "updated"],
    body: "The text in sections, each under its own heading (## Heading).",
  },
  downloads: {
    label: "Downloads (the playbook, the checklist)",
    folder: "downloads",
    format: "markdown",
    schema: downloadSchema,
    slug: {
      from: "title",
      label: "Address",
      description: "Its unlisted page: /downloads/{this}. Lowercase words joined by hyphens.",
    },
    columns: ["title", "updated"],
    body: "The document in sections, each under its own heading (## Heading). A checklist's items are a list, each line starting with a dash.",
  },
  services: {
    label: "Services",
    folder: "services",
    format: "yaml",
    schema: serviceSchema,
    slug: {
      from: "name",
      label: "Address",
      description: "The page's address: /services/{this}. Lowercase words joined by hyphens.",
    },
    columns: ["name", "position"],
  },
  industries: {
    label: "Industries",
    folder: "industries",
    format: "yaml",
    schema: industrySchema,
    slug: {
      from: "name",
      label: "Address",
      description: "The page's address: /industries/{this}, and its section's anchor.",
    },
    columns: ["name", "position"],
  },
  testimonials: {
    label: "Testimonials",
    folder: "testimonials",
    format: "yaml",
    schema: testimonialSchema,
    slug: {
      from: "clinicType",
      label: "Name",
      description: "The name pages give it, such as home-dental-owner.",
    },
    columns: ["clinicType", "role"],
  },
  faqs: {
    label: "FAQ groups",
    folder: "faqs",
    format: "yaml",
    schema: faqGroupSchema,
    slug: {
      from: "heading",
      label: "Name",
      description: "The name pages give the group, such as services.",
    },
    columns: ["heading"],
  },
  stats: {
    label: "Stats",
    folder: "stats",
    format: "yaml",
    schema: statSchema,
    slug: { from: "label", label: "Name", description: "Copy cites it as {stats.this}." },
    columns: ["label", "value"],
  },
  claims: {
    label: "Claims",
    folder: "claims",
    format: "yaml",
    schema: claimSchema,
    slug: { from: "name", label: "Name", description: "Copy cites it as {claims.this}." },
    columns: ["name", "text"],
  },
} as const satisfies Record<string, Collection>;

export type CollectionName = keyof typeof COLLECTIONS;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

export type CollectionSchema<Name extends CollectionName> = (typeof COLLECTIONS)[Name]["schema"];

export type CollectionOfFormat<Format extends "markdown" | "yaml"> = {
  [Name in CollectionName]: (typeof COLLECTIONS)[Name]["format"] extends Format ? Name : never;
}[CollectionName];
