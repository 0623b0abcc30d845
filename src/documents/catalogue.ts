import { z } from "zod";
import { ESTIMATE_LABEL_KEYS, type EstimateLabels } from "@/lib/missed-calls";

export const DOCUMENTS_PATH = "/documents";

/** Written at build, read by the server and the worker. */
export const EMAIL_CATALOGUE_PATH = `${DOCUMENTS_PATH}/index.json`;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const catalogueEntrySchema = z.object({
  slug,
  /** "Playbook", "Checklist", "Case study". */
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  page: z.string().startsWith("/"),
  pdf: z.string().startsWith(`${DOCUMENTS_PATH}/`),
  bytes: z.number().int().positive(),
});

export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

/** The words of the calculator's estimate as the visitor's email shows it. */
const estimateLabelsSchema = z.object(
  Object.fromEntries(ESTIMATE_LABEL_KEYS.map((key) => [key, z.string().min(1)])) as Record<
    keyof EstimateLabels,
    z.ZodString
  >,
);

/** What the build gives the emails: its documents, and the words of the estimate's table. */
export const emailCatalogueSchema = z.object({
  documents: z.array(catalogueEntrySchema),
  estimateLabels: estimateLabelsSchema,
});

export type EmailCatalogue = z.infer<typeof emailCatalogueSchema>;

/** How many hex digits of the PDF's SHA-256 its file name carries. */
const HASH_DIGITS = 10;

/** A PDF's address under a name that changes with its bytes, so it can be cached for good. */
export function hashedPdfPath(slug: string, sha256Hex: string): string {
  return `${DOCUMENTS_PATH}/${slug}.${sha256Hex.slice(0, HASH_DIGITS)}.pdf`;
}

export const HASHED_PDF_PATH = new RegExp(
  `^${DOCUMENTS_PATH}/[a-z0-9-]+\\.[0-9a-f]{${HASH_DIGITS}}\\.pdf$`,
);

/**
 * The address that always leads to a document's current PDF, whatever its hash: the one emails
 * link to, so a link sent before a new build still opens the document.
 */
export function lastingPdfPath(slug: string): string {
  return `${DOCUMENTS_PATH}/${slug}.pdf`;
}
