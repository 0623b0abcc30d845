import type { APIRoute } from "astro";
import { builtDocuments } from "@/lib/documents/build";
import type { CatalogueEntry } from "@/lib/documents/catalogue";

/** The build's documents, for the server and the worker: the emails' words, links and files. */
export const GET: APIRoute = async () =>
  Response.json(
    (await builtDocuments()).map(({ entry }): CatalogueEntry => entry),
    { headers: { "content-type": "application/json; charset=utf-8" } },
  );
