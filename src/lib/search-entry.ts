import { z } from "zod";

/**
 * One page in the site search index (docs/product.md, "What the site keeps"): served as
 * /search-index.json, built from the route registry at build time and read by the /search page in
 * the browser, which imports only the type (so zod stays out of its bundle).
 */
export const searchEntrySchema = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  /** Extra words the page is found by: its specialty, city, service type, tags… */
  keywords: z.array(z.string().trim().min(1)),
  /** The page's path, beginning with "/". */
  url: z.string().regex(/^\/(?!\/)\S*$/, "a path on this site"),
});

export const searchIndexSchema = z
  .array(searchEntrySchema)
  .refine((entries) => new Set(entries.map((entry) => entry.url)).size === entries.length, {
    message: "each page appears once",
  });

export type SearchEntry = z.output<typeof searchEntrySchema>;
