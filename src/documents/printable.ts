import type { SiteConfig } from "@/config/schema";

/**
 * A document as its PDF prints it: a download or a case study, its words finished (tokens and
 * figures filled) and its text rendered to HTML as its page shows it.
 */
export type PrintableDocument = {
  slug: string;
  /** The small line above the cover's title: "Playbook", "Checklist", "Case study". */
  eyebrow: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  updated: string;
  /** Absolute; printed on the cover. */
  pageUrl: string;
  figures: readonly { value: string; label: string }[];
  /**
   * The text in sections, each under its heading; `html` as Astro rendered the Markdown (p, h3,
   * ul, ol, li, table, strong, em, a, blockquote), links possibly relative to the site.
   */
  sections: readonly { heading: string; html: string }[];
  checklist: boolean;
};

/** The agency's details a document prints: on the cover, in the running header and at the end. */
export type PrintBrand = Pick<
  SiteConfig,
  "name" | "tagline" | "url" | "phone" | "email" | "address"
>;
