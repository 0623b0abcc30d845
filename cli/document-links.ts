import type { IncomingMessage, ServerResponse } from "node:http";
import { lastingPdfPath } from "@/documents/catalogue";
import type { Documents } from "@/leads/server/email-material";
import { pathOf } from "./front-door";

/**
 * Redirects a document's lasting address, which emails link to, to this build's hashed PDF, and
 * returns true. Temporary: the next build may name the file differently.
 */
export function documentLinks(
  documents: Documents,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const current = new Map(
    [...documents.values()].map((document) => [lastingPdfPath(document.slug), document.pdf]),
  );
  return (request, response) => {
    const target = current.get(pathOf(request));
    if (!target) return false;
    response.writeHead(302, { location: target, "cache-control": "no-cache" }).end();
    return true;
  };
}
