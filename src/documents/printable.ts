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
  /** The cover's paragraph under the title. */
  summary: string;
  /** When it was last revised, YYYY-MM-DD. */
  updated: string;
  /** The absolute address of the document's page on the site, printed on the cover. */
  pageUrl: string;
  /** Figures shown on the cover (a case study's results); may be empty. */
  figures: readonly { value: string; label: string }[];
  /**
   * The text in sections, each under its heading; `html` as Astro rendered the Markdown (p, h3,
   * ul, ol, li, table, strong, em, a, blockquote), links possibly relative to the site.
   */
  sections: readonly { heading: string; html: string }[];
  /** A checklist prints its list items with a box to tick instead of a bullet. */
  checklist: boolean;
};

/** The agency's details a document prints: on the cover, in the running header and at the end. */
export type PrintBrand = Pick<
  SiteConfig,
  "name" | "tagline" | "url" | "phone" | "email" | "address"
>;
