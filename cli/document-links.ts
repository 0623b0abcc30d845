import type { IncomingMessage, ServerResponse } from "node:http";
import { lastingPdfPath } from "@/documents/catalogue";
import type { Documents } from "@/leads/server/email-material";
import { pathOf } from "./front-door";

/**
 * Answers a document's lasting address (`/documents/{slug}.pdf`, which emails link to) with a
 * redirect to its PDF under this build's hashed name, and returns true; false for any other path.
 * The redirect is temporary and revalidated, since the next build may name the file differently.
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
