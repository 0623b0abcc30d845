import type { APIRoute } from "astro";
import { builtDocuments } from "@/documents/build";
import type { EmailCatalogue } from "@/documents/catalogue";
import { siteCopy } from "@/content/readers/collections";
import { estimateLabelsOf } from "@/lib/missed-calls";

/**
 * What the build gives the server's and the worker's emails: each document's words, page and
 * PDF, and the words of the calculator's estimate, whose figures the server works out itself.
 */
export const GET: APIRoute = async () => {
  const catalogue: EmailCatalogue = {
    documents: (await builtDocuments()).map(({ entry }) => entry),
    estimateLabels: estimateLabelsOf((await siteCopy()).calculator.tool),
  };
  return Response.json(catalogue, {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
};
