import { z } from "zod";

/** The /search page imports only the type, so zod stays out of its bundle. */
export const searchEntrySchema = z.strictObject({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  keywords: z.array(z.string().trim().min(1)),
  url: z.string().regex(/^\/(?!\/)\S*$/, "a path on this site"),
});

export const searchIndexSchema = z
  .array(searchEntrySchema)
  .refine((entries) => new Set(entries.map((entry) => entry.url)).size === entries.length, {
    message: "each page appears once",
  });

export type SearchEntry = z.output<typeof searchEntrySchema>;
