import type { APIRoute, GetStaticPaths } from "astro";
import { builtDocuments } from "@/documents/build";
import { DOCUMENTS_PATH } from "@/documents/catalogue";

export const getStaticPaths = (async () =>
  (await builtDocuments()).map(({ entry, pdf }) => ({
    params: { name: entry.pdf.slice(DOCUMENTS_PATH.length + 1, -".pdf".length) },
    props: { pdf },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { pdf: Uint8Array<ArrayBuffer> }).pdf, {
    headers: { "content-type": "application/pdf" },
  });
