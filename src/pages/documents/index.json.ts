import type { APIRoute } from "astro";
import { builtDocuments } from "@/documents/build";
import type { EmailCatalogue } from "@/documents/catalogue";
import { siteCopy } from "@/content/readers/collections";
import { estimateLabelsOf } from "@/lib/missed-calls";

/** What the server's and the worker's emails take from the build. */
export const GET: APIRoute = async () => {
  const catalogue: EmailCatalogue = {
    documents: (await builtDocuments()).map(({ entry }) => entry),
    estimateLabels: estimateLabelsOf((await siteCopy()).calculator.tool),
  };
  return Response.json(catalogue, {
    headers: { "content-type": "application/json; charset=utf-8" },
  });
};
