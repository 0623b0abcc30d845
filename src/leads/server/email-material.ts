import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  EMAIL_CATALOGUE_PATH,
  emailCatalogueSchema,
  type CatalogueEntry,
} from "@/documents/catalogue";
import type { EstimateLabels } from "@/lib/missed-calls";

/**
 * A document of the build, with where its PDF is read from when it is attached: its path on this
 * machine, or its address on the site (which the mailer fetches).
 */
export type DocumentFile = CatalogueEntry & { file: string };

export type Documents = ReadonlyMap<string, DocumentFile>;

/** Null labels where there is no build, as under `astro dev`. */
export type EmailMaterial = { documents: Documents; estimateLabels: EstimateLabels | null };

export const NO_EMAIL_MATERIAL: EmailMaterial = { documents: new Map(), estimateLabels: null };

/** The material at hand, or read the first time an email needs it (publishedEmailMaterial). */
export type EmailMaterialSource = EmailMaterial | (() => Promise<EmailMaterial>);

function materialOf(catalogue: unknown, fileOf: (pdf: string) => string): EmailMaterial {
  const { documents, estimateLabels } = emailCatalogueSchema.parse(catalogue);
  return {
    documents: new Map(
      documents.map((entry) => [entry.slug, { ...entry, file: fileOf(entry.pdf) }]),
    ),
    estimateLabels,
  };
}

/** From the catalogue the build in `clientDir` wrote beside its PDFs. */
export function readEmailMaterial(clientDir: string): EmailMaterial {
  const catalogue = join(clientDir, EMAIL_CATALOGUE_PATH);
  if (!existsSync(catalogue)) return NO_EMAIL_MATERIAL;
  return materialOf(JSON.parse(readFileSync(catalogue, "utf8")), (pdf) => join(clientDir, pdf));
}

/** How long the site may take to hand over its catalogue. */
const CATALOGUE_TIMEOUT_MS = 10_000;

/**
 * The same catalogue and PDFs, as the site at `siteUrl` publishes the build's files, for a host
 * whose functions do not hold them (a serverless one). Read when an email first needs it, and
 * again after a failure, which fails that email: it is retried like any other.
 */
export function publishedEmailMaterial(siteUrl: string): () => Promise<EmailMaterial> {
  let reading: Promise<EmailMaterial> | undefined;
  const read = async () => {
    const url = new URL(EMAIL_CATALOGUE_PATH, siteUrl);
    const response = await fetch(url, { signal: AbortSignal.timeout(CATALOGUE_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(
        `the build's documents could not be read: ${url.href} answered HTTP ${response.status}`,
      );
    }
    return materialOf(await response.json(), (pdf) => new URL(pdf, siteUrl).href);
  };
  return () => {
    reading ??= read().catch((error: unknown) => {
      reading = undefined;
      throw error;
    });
    return reading;
  };
}
