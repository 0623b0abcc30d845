import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  DOCUMENT_CATALOGUE_PATH,
  documentCatalogueSchema,
  type CatalogueEntry,
} from "@/lib/documents/catalogue";

/** A document of the build, with the path of its PDF on this machine. */
export type DocumentFile = CatalogueEntry & { file: string };

/** The build's documents by slug. */
export type Documents = ReadonlyMap<string, DocumentFile>;

/**
 * The documents of the build whose client files are in `clientDir`, from the catalogue the build
 * wrote beside their PDFs; none where there is no build (under `astro dev`).
 */
export function readDocuments(clientDir: string): Documents {
  const catalogue = join(clientDir, DOCUMENT_CATALOGUE_PATH);
  if (!existsSync(catalogue)) return new Map();
  const entries = documentCatalogueSchema.parse(JSON.parse(readFileSync(catalogue, "utf8")));
  return new Map(
    entries.map((entry) => [entry.slug, { ...entry, file: join(clientDir, entry.pdf) }]),
  );
}
