import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  EMAIL_CATALOGUE_PATH,
  emailCatalogueSchema,
  type CatalogueEntry,
} from "@/documents/catalogue";
import type { EstimateLabels } from "@/lib/missed-calls";

/** A document of the build, with the path of its PDF on this machine. */
export type DocumentFile = CatalogueEntry & { file: string };

export type Documents = ReadonlyMap<string, DocumentFile>;

/** Null labels where there is no build, as under `astro dev`. */
export type EmailMaterial = { documents: Documents; estimateLabels: EstimateLabels | null };

export const NO_EMAIL_MATERIAL: EmailMaterial = { documents: new Map(), estimateLabels: null };

/** From the catalogue the build in `clientDir` wrote beside its PDFs. */
export function readEmailMaterial(clientDir: string): EmailMaterial {
  const catalogue = join(clientDir, EMAIL_CATALOGUE_PATH);
  if (!existsSync(catalogue)) return NO_EMAIL_MATERIAL;
  const { documents, estimateLabels } = emailCatalogueSchema.parse(
    JSON.parse(readFileSync(catalogue, "utf8")),
  );
  return {
    documents: new Map(
      documents.map((entry) => [entry.slug, { ...entry, file: join(clientDir, entry.pdf) }]),
    ),
    estimateLabels,
  };
}
